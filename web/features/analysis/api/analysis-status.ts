import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { analysisStatusResponse } from '#shared/schemas/analysis';
import { apiRequest, isClientError } from '@/lib/api-client';

export type AnalysisStatusResponse = z.infer<typeof analysisStatusResponse>;

/** How often a running analysis is asked for its status. */
export const POLL_INTERVAL_MS = 1500;
/**
 * A finished analysis does not change, but its photo links expire after 15 minutes: it is
 * fetched again every 10 minutes while shown, so a photo scrolled to later still loads.
 */
export const PHOTO_LINK_REFRESH_MS = 10 * 60 * 1000;

export function isFinished(status: AnalysisStatusResponse | undefined): boolean {
  return status?.status === 'done' || status?.status === 'failed';
}

/** A job's status, progress and step; its result once done. */
export function getAnalysisStatus(id: string, signal?: AbortSignal): Promise<AnalysisStatusResponse> {
  return apiRequest(`/api/analysis/${encodeURIComponent(id)}`, { signal });
}

export function analysisStatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['analysis', id],
    queryFn: ({ signal }) => getAnalysisStatus(id, signal),
    // Polled while running; once finished, only its photo links need renewing.
    refetchInterval: (query) => (isFinished(query.state.data) ? PHOTO_LINK_REFRESH_MS : POLL_INTERVAL_MS),
    staleTime: (query) => (isFinished(query.state.data) ? PHOTO_LINK_REFRESH_MS : 0),
    retry: (count, error) => !isClientError(error) && count < 3,
  });
}

export function useAnalysisStatus(id: string | null) {
  return useQuery({ ...analysisStatusQueryOptions(id ?? ''), enabled: Boolean(id) });
}
