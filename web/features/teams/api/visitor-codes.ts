import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { visitorCodesResponse } from '#shared/schemas/teams';
import { apiRequest } from '@/lib/api-client';
import { teamKey } from './team-overview';

export type VisitorCode = z.infer<typeof visitorCodesResponse>['codes'][number];

/** The visitor codes the team issued (the codes themselves are never shown: only e-mailed). */
export function useVisitorCodes(enabled: boolean) {
  return useQuery({
    queryKey: [...teamKey, 'visitor-codes'],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof visitorCodesResponse>>('/api/team/visitor-codes', { signal }),
    enabled,
  });
}
