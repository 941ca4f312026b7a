import { apiRequest } from '@/lib/api-client';
import { useTeamMutation } from './team-mutation';

/** Ends a visitor code before its expiry. */
export function cancelVisitorCode(id: string): Promise<unknown> {
  return apiRequest(`/api/team/visitor-codes/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelVisitorCode() {
  return useTeamMutation(cancelVisitorCode);
}
