import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Action, ActionStatus } from '#shared/schemas/workbench';
import { apiRequest } from '@/lib/api-client';
import { actionOverviewKey, type ActionsAnswer } from './list-actions';

interface StatusChange {
  id: string;
  status: ActionStatus;
}

export function updateActionStatus({ id, status }: StatusChange): Promise<{ action: Action }> {
  return apiRequest(`/api/actions/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
}

function withStatus(
  data: ActionsAnswer | undefined,
  { id, status }: StatusChange,
): ActionsAnswer | undefined {
  return (
    data && { actions: data.actions.map((action) => (action.id === id ? { ...action, status } : action)) }
  );
}

/**
 * A quick status change: every list shows it at once and goes back to what it was if the server
 * refuses. The overview is not fetched again, so a closed action stays in place (with its new
 * status) until the page is left; the analyses' counts of open actions and other screens' action lists are.
 */
export function useUpdateActionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActionStatus,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: actionOverviewKey });
      const previous = queryClient.getQueriesData<ActionsAnswer>({ queryKey: actionOverviewKey });
      queryClient.setQueriesData<ActionsAnswer>({ queryKey: actionOverviewKey }, (data) =>
        withStatus(data, change),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: ({ action }) => {
      queryClient.setQueriesData<ActionsAnswer>({ queryKey: actionOverviewKey }, (data) =>
        withStatus(data, { id: action.id, status: action.status }),
      );
      void queryClient.invalidateQueries({ queryKey: ['analyses'] });
      void queryClient.invalidateQueries({
        queryKey: ['actions'],
        predicate: (query) => query.queryKey[1] !== actionOverviewKey[1],
      });
    },
  });
}
