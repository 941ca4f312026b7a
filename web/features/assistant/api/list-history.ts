import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { AssistantHistoryItem, assistantHistoryResponse } from '#shared/schemas/assistant';
import { apiRequest } from '@/lib/api-client';
import { assistantPaths } from './assistant-paths';
import { assistantKey } from './keys';
import { PROCESSING_REFRESH_MS } from './list-library';

type HistoryResponse = z.infer<typeof assistantHistoryResponse>;

export const assistantHistoryKey = [...assistantKey, 'history'] as const;

/** Still being answered: the list is fetched again until every answer is in. */
export function isAnswering(item: Pick<AssistantHistoryItem, 'status'>): boolean {
  return item.status === 'queued' || item.status === 'running';
}

export function assistantHistoryQueryOptions() {
  return queryOptions({
    queryKey: assistantHistoryKey,
    queryFn: ({ signal }) => apiRequest<HistoryResponse>(assistantPaths.history, { signal }),
    refetchInterval: (query) => (query.state.data?.items.some(isAnswering) ? PROCESSING_REFRESH_MS : false),
  });
}

/** The questions asked in this space and their answers, newest first. */
export function useAssistantHistory() {
  return useQuery(assistantHistoryQueryOptions());
}
