import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssistantHistoryItem } from '#shared/schemas/assistant';
import { apiRequest, isClientError } from '@/lib/api-client';
import { assistantPaths } from './assistant-paths';
import { assistantKey } from './keys';
import { isAnswering } from './list-history';

/** How often a question being answered is asked for its status. */
export const ANSWER_POLL_MS = 1500;

export function assistantItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...assistantKey, 'item', id],
    queryFn: ({ signal }) => apiRequest<AssistantHistoryItem>(assistantPaths.item(id), { signal }),
    // Polled while the job runs; a finished answer does not change.
    refetchInterval: (query) => (!query.state.data || isAnswering(query.state.data) ? ANSWER_POLL_MS : false),
    retry: (count, error) => !isClientError(error) && count < 3,
  });
}

/** One question and, once the job is done, its answer (GET /api/perplexity/item/{id}). */
export function useAssistantItem(id: string | null) {
  return useQuery({ ...assistantItemQueryOptions(id ?? ''), enabled: Boolean(id) });
}
