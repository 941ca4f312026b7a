import type * as z from 'zod';
import type { ConsolidatedRequest, consolidatedResponse } from '#shared/schemas/assistant';
import { apiRequest } from '@/lib/api-client';
import { assistantPaths } from './assistant-paths';

type ConsolidatedResponse = z.infer<typeof consolidatedResponse>;

/** Queues the question over the selected documents: 202 with the id to poll. */
export function askQuestion(request: ConsolidatedRequest): Promise<ConsolidatedResponse> {
  return apiRequest(assistantPaths.ask, { method: 'POST', body: request });
}
