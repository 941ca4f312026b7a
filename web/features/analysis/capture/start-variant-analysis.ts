import type { StartAnalysisInput, StartAnalysisResponse } from '../api/start-analysis';
import { apiRequest } from '@/lib/api-client';
import { VARIANTS, type AnalysisVariant } from './variants';

/** Queues the analysis on the start route of the edition; answers 202 with the job id at once. */
export function startVariantAnalysis(
  variant: AnalysisVariant,
  input: StartAnalysisInput,
): Promise<StartAnalysisResponse> {
  const { startPath, sourceInterface } = VARIANTS[variant];
  return apiRequest(startPath, { method: 'POST', body: { ...input, sourceInterface } });
}
