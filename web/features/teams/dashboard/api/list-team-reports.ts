import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { listAnalysesResponse } from '#shared/schemas/analysis';
import { historyKey } from '@/features/analysis';
import { apiRequest } from '@/lib/api-client';
import { reportsApiPath, type ReportFilters } from '../report-filters';

type TeamReportsPage = z.infer<typeof listAnalysesResponse>;

/** Reports per page ("Load more" asks for the next ones). */
const REPORTS_PAGE_SIZE = 20;

/**
 * Under the history's key: the same `GET /api/analyses` answer, so deleting an analysis takes it
 * out of these pages at once too (useDeleteAnalysis).
 */
const teamReportsKey = [...historyKey, 'team'] as const;

function teamReportsQueryOptions(filters: ReportFilters) {
  return infiniteQueryOptions({
    queryKey: [...teamReportsKey, filters],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<TeamReportsPage>(reportsApiPath(filters, pageParam, REPORTS_PAGE_SIZE), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * The team's reports matching the filters, newest first, a page at a time. While a new search
 * loads, the previous list stays (dimmed) instead of flashing back to the skeleton.
 */
export function useTeamReports(filters: ReportFilters) {
  return useInfiniteQuery({ ...teamReportsQueryOptions(filters), placeholderData: keepPreviousData });
}
