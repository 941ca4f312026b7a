import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionOverviewItem } from '#shared/schemas/workbench';
import { apiRequest } from '@/lib/api-client';
import type { ActionScope } from '../action-scope';

export interface ActionsAnswer {
  actions: ActionOverviewItem[];
}

/** The overview's queries (other screens may keep their own under `['actions', …]`). */
export const actionOverviewKey = ['actions', 'overview'] as const;

export function actionsQueryOptions(scope: ActionScope) {
  return queryOptions({
    queryKey: [...actionOverviewKey, scope],
    queryFn: ({ signal }) => apiRequest<ActionsAnswer>(`/api/actions?status=${scope}`, { signal }),
  });
}

/** The adviser's actions across every analysis, by due date. */
export function useActionOverview(scope: ActionScope) {
  return useQuery(actionsQueryOptions(scope));
}
