import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { startAnalysisRequest, startAnalysisResponse } from '#shared/schemas/analysis';
import { apiRequest } from '@/lib/api-client';

export type StartAnalysisInput = Omit<z.input<typeof startAnalysisRequest>, 'sourceInterface'>;
export type StartAnalysisResponse = z.infer<typeof startAnalysisResponse>;

/** Queues the adviser's analysis of uploaded files; answers 202 with the job id at once. */
export function startAnalysis(input: StartAnalysisInput): Promise<StartAnalysisResponse> {
  return apiRequest('/api/analyze-conseiller-sst', { method: 'POST', body: input });
}

export function useStartAnalysis() {
  return useMutation({ mutationFn: startAnalysis });
}
