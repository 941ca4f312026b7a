import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { historyKey, type HistoryPage } from './list-analyses';

export function deleteAnalysis(id: string): Promise<void> {
  return apiRequest(`/api/analyses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Deletes an analysis for good. Once the server agrees it leaves every loaded page at once,
 * then the lists and action plans that counted it are fetched again.
 */
export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnalysis,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<InfiniteData<HistoryPage>>({ queryKey: historyKey }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                analyses: page.analyses.filter((analysis) => analysis.id !== id),
              })),
            }
          : data,
      );
      queryClient.removeQueries({ queryKey: ['analysis', id] });
      void queryClient.invalidateQueries({ queryKey: ['analyses'] });
      void queryClient.invalidateQueries({ queryKey: ['actions'] });
    },
  });
}
