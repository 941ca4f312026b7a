import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { analysisListItem, listAnalysesResponse } from '#shared/schemas/analysis';
import { apiRequest } from '@/lib/api-client';
import { historyApiPath, type HistoryFilters } from '../history-filters';

/** One past analysis as the history lists it: the job, its client and what came of it. */
export type HistoryItem = z.infer<typeof analysisListItem>;
export type HistoryPage = z.infer<typeof listAnalysesResponse>;

/** Analyses per page ("Load more" asks for the next ones). */
export const HISTORY_PAGE_SIZE = 20;

export const historyKey = ['analyses', 'history'] as const;

export function historyQueryOptions(filters: HistoryFilters) {
  return infiniteQueryOptions({
    queryKey: [...historyKey, filters],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<HistoryPage>(historyApiPath(filters, pageParam, HISTORY_PAGE_SIZE), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * The caller's analyses matching the filters, newest first, a page at a time. While a new search
 * loads, the previous list stays (dimmed) instead of flashing back to the skeleton.
 */
export function useHistory(filters: HistoryFilters) {
  return useInfiniteQuery({ ...historyQueryOptions(filters), placeholderData: keepPreviousData });
}
