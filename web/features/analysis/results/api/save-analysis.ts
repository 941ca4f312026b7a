import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { saveAnalysisRequest } from '#shared/schemas/analysis';
import { apiRequest } from '@/lib/api-client';

export type SaveAnalysisInput = z.infer<typeof saveAnalysisRequest>;

/** POST /api/save-analysis: keeps the analysis in the user's list of saved analyses. */
export function saveAnalysis(input: SaveAnalysisInput): Promise<unknown> {
  return apiRequest('/api/save-analysis', { method: 'POST', body: input });
}

export function useSaveAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnalysis,
    // The saved flag shows in the user's list of analyses.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['analyses'] }),
  });
}
