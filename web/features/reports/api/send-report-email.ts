import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import type { sendAnalysisEmailRequest, sendEmailResponse } from '#shared/schemas/report';
import { apiRequest } from '@/lib/api-client';

export type SendReportEmailInput = z.input<typeof sendAnalysisEmailRequest>;
export type SendReportEmailResponse = z.infer<typeof sendEmailResponse>;

/** POST /api/analyses/{id}/send-email: the report of the selected risks, as a PDF attachment. */
export function sendReportEmail(
  analysisId: string,
  input: SendReportEmailInput,
): Promise<SendReportEmailResponse> {
  return apiRequest(`/api/analyses/${encodeURIComponent(analysisId)}/send-email`, {
    method: 'POST',
    body: input,
  });
}

export function useSendReportEmail(analysisId: string) {
  return useMutation({ mutationFn: (input: SendReportEmailInput) => sendReportEmail(analysisId, input) });
}
