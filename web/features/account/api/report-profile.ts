import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { reportProfileRequest, ReportProfile } from '#shared/schemas/workbench';
import { apiRequest } from '@/lib/api-client';
import { logoKeyFor, type LogoChange } from '../logo-rules';
import { uploadLogo } from './logo-upload';

export type ReportProfileInput = z.input<typeof reportProfileRequest>;

export const reportProfileKey = ['profile', 'report'] as const;

export function reportProfileQueryOptions() {
  return queryOptions({
    queryKey: reportProfileKey,
    queryFn: ({ signal }) => apiRequest<ReportProfile>('/api/profile/report', { signal }),
  });
}

/** The adviser's identity on the cover and signature of their reports. */
export function useReportProfile() {
  return useQuery(reportProfileQueryOptions());
}

interface SaveReportProfile {
  fields: Omit<ReportProfileInput, 'logoKey'>;
  logo: LogoChange;
}

/** Stores a new logo first (if one was chosen), then the identity with it, in one Save. */
export async function saveReportProfile({ fields, logo }: SaveReportProfile): Promise<ReportProfile> {
  const uploadedKey = logo.kind === 'replace' ? await uploadLogo(logo.file) : null;
  return apiRequest<ReportProfile>('/api/profile/report', {
    method: 'PUT',
    body: { ...fields, ...logoKeyFor(logo, uploadedKey) },
  });
}

export function useSaveReportProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReportProfile,
    onSuccess: (profile) => queryClient.setQueryData(reportProfileKey, profile),
  });
}
