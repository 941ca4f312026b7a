import type * as z from 'zod';
import type { createVisitorCodeRequest, visitorCode } from '#shared/schemas/teams';
import { apiRequest } from '@/lib/api-client';
import { useTeamMutation } from './team-mutation';

/** Issues a visitor code for an address; the server e-mails the code to the visitor only. */
export function createVisitorCode(input: z.input<typeof createVisitorCodeRequest>) {
  return apiRequest<{ code: z.infer<typeof visitorCode> }>('/api/team/visitor-codes', {
    method: 'POST',
    body: input,
  });
}

export function useCreateVisitorCode() {
  return useTeamMutation(createVisitorCode);
}
