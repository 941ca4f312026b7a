import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { Profile, updateProfileRequest } from '#shared/schemas/profile';
import { apiRequest } from '@/lib/api-client';

export type ProfileChanges = z.input<typeof updateProfileRequest>;

export const profileKey = ['profile', 'page'] as const;

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => apiRequest<Profile>('/api/profile', { signal }),
  });
}

/** The profile page: details, subscription, this month's use, two-factor state. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}

export function updateProfile(changes: ProfileChanges): Promise<Profile> {
  return apiRequest<Profile>('/api/profile', { method: 'PATCH', body: changes });
}

/** Saves the fields given; the answer is the profile as stored. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}
