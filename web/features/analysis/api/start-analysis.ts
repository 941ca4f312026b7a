import type * as z from 'zod';
import type { startAnalysisRequest, startAnalysisResponse } from '#shared/schemas/analysis';

/** What the input screens send to start an analysis (capture/start-variant-analysis.ts posts it). */
export type StartAnalysisInput = Omit<z.input<typeof startAnalysisRequest>, 'sourceInterface'>;
export type StartAnalysisResponse = z.infer<typeof startAnalysisResponse>;
