import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { analysisStatusResponse } from '#shared/schemas/analysis';
import { KEPT_ETAG_HEADER } from '#shared/kept-etag';
import { ApiError, apiConditionalRequest, isClientError } from '@/lib/api-client';
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

/** The last answer of the few analyses last polled, with its ETag (least recently polled first). */
const kept = new Map<string, { etag: string; answer: AnalysisStatusResponse }>();
const KEPT_ANALYSES = 4;

/** Forgets the kept answer of an analysis, or of all of them. */
export function forgetAnalysisStatus(id?: string): void {
  if (id === undefined) kept.clear();
  else kept.delete(id);
}

/**
 * A job's status, progress and step; its result once done. The answer carries an ETag and
 * `no-cache`: the browser keeps it and asks with If-None-Match, and an unchanged analysis answers
 * 304 (no body; the browser hands its copy back as a 200). Behind CloudFront that header does not
 * reach the API (see shared/kept-etag.ts), so the ETag of the answer kept here goes in a header of
 * our own too, and a 304 that reaches this code gets the kept answer back. A 4xx forgets it (a 401,
 * all of them): the next answer is a full one.
 */
export async function getAnalysisStatus(id: string, signal?: AbortSignal): Promise<AnalysisStatusResponse> {
  const last = kept.get(id);
  let polled;
  try {
    polled = await apiConditionalRequest<AnalysisStatusResponse>(`/api/analysis/${encodeURIComponent(id)}`, {
      etag: last?.etag,
      etagHeader: KEPT_ETAG_HEADER,
      signal,
    });
  } catch (error) {
    // 401: signed out, and none of the kept answers is this session's any more.
    if (isClientError(error))
      forgetAnalysisStatus(error instanceof ApiError && error.status === 401 ? undefined : id);
    throw error;
  }
  // Sent only with a kept answer's ETag, so `last` is there.
  const answer = polled.notModified ? last!.answer : polled.data;
  const etag = polled.notModified ? last!.etag : polled.etag;
  kept.delete(id);
  if (etag) kept.set(id, { etag, answer });
  if (kept.size > KEPT_ANALYSES) kept.delete(kept.keys().next().value!);
  return answer;
}

export function analysisStatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['analysis', id],
    queryFn: ({ signal, client, queryKey }) => {
      // A screen that shows no answer of it (first visit, after sign-out or deletion) starts afresh.
      if (client.getQueryData(queryKey) === undefined) forgetAnalysisStatus(id);
      return getAnalysisStatus(id, signal);
    },
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
