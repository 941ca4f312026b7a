import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { analysisStatusResponse } from '#shared/schemas/analysis';
import { apiRequest, isClientError } from '@/lib/api-client';
import { pollDelayMs } from './poll-schedule';

export type AnalysisStatusResponse = z.infer<typeof analysisStatusResponse>;

/**
 * A finished analysis does not change, but its photo links expire after 15 minutes: it is
 * fetched again every 10 minutes while shown, so a photo scrolled to later still loads.
 */
export const PHOTO_LINK_REFRESH_MS = 10 * 60 * 1000;

export function isFinished(status: AnalysisStatusResponse | undefined): boolean {
  return status?.status === 'done' || status?.status === 'failed';
}

/**
 * A job's status, progress and step; its result once done. The answer carries an ETag and
 * `no-cache`: the browser keeps it and asks with If-None-Match, and an unchanged analysis answers
 * 304 (no body; the browser hands the kept one back as a 200).
 */
export function getAnalysisStatus(id: string, signal?: AbortSignal): Promise<AnalysisStatusResponse> {
  return apiRequest(`/api/analysis/${encodeURIComponent(id)}`, { signal });
}

export function analysisStatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['analysis', id],
    queryFn: ({ signal }) => getAnalysisStatus(id, signal),
    // Polled with backoff while running; once finished, only its photo links need renewing.
    refetchInterval: (query) =>
      isFinished(query.state.data) ? PHOTO_LINK_REFRESH_MS : pollDelayMs(query.state.dataUpdateCount),
    staleTime: (query) => (isFinished(query.state.data) ? PHOTO_LINK_REFRESH_MS : 0),
    retry: (count, error) => !isClientError(error) && count < 3,
  });
}

export function useAnalysisStatus(id: string | null) {
  return useQuery({ ...analysisStatusQueryOptions(id ?? ''), enabled: Boolean(id) });
}
