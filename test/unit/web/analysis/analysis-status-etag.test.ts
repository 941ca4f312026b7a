import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_ETAG_HEADER } from '#shared/kept-etag';

interface Answer {
  analysisId: string;
  progress: number;
}
interface StatusFetcher {
  getAnalysisStatus(id: string): Promise<Answer>;
  forgetAnalysisStatus(id?: string): void;
  analysisStatusQueryOptions(id: string): FetchQueryOptions<Answer>;
}
/**
 * Loaded by name at run time, with its shape declared here: its imports reach web/i18n, written
 * against the DOM's types, which the server's type check of test/ (tsconfig.json) does not have.
 */
const fetcherPath: string = '@/features/analysis/api/analysis-status';
const { analysisStatusQueryOptions, forgetAnalysisStatus, getAnalysisStatus } = (await import(
  fetcherPath
)) as StatusFetcher;

/** The results screen's poll behind a proxy that drops If-None-Match: its own header, its kept answer. */

const answerOf = (id: string, progress = 40) => ({ analysisId: id, status: 'analyzing', progress });

const json = (body: unknown, etag?: string, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(etag && { etag }) },
  });
const notModified = (etag: string) => new Response(null, { status: 304, headers: { etag } });

const fetchMock = vi.fn<typeof fetch>();
/** The ETag header each call sent (undefined when none). */
const sentEtags = () =>
  fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)[KEPT_ETAG_HEADER]);
const calledPaths = () => fetchMock.mock.calls.map(([path]) => path);

beforeEach(() => {
  forgetAnalysisStatus();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('polling the status of an analysis with the kept ETag', () => {
  it('sends the kept ETag in its own header and returns the kept answer on a 304', async () => {
    fetchMock
      .mockResolvedValueOnce(json(answerOf('a1'), 'W/"one"'))
      .mockResolvedValueOnce(notModified('W/"one"'));
    const first = await getAnalysisStatus('a1');
    const second = await getAnalysisStatus('a1');
    expect(first).toEqual(answerOf('a1'));
    expect(second).toBe(first);
    expect(sentEtags()).toEqual([undefined, 'W/"one"']);
    // Not the standard header: set by hand it would turn the browser's own cache off.
    expect(fetchMock.mock.calls[1]![1]!.headers).not.toHaveProperty('If-None-Match');
  });

  it('keeps the newer answer and its ETag after a 200', async () => {
    fetchMock
      .mockResolvedValueOnce(json(answerOf('a1'), 'W/"one"'))
      .mockResolvedValueOnce(json(answerOf('a1', 80), 'W/"two"'))
      .mockResolvedValueOnce(notModified('W/"two"'));
    await getAnalysisStatus('a1');
    const moved = await getAnalysisStatus('a1');
    expect(await getAnalysisStatus('a1')).toBe(moved);
    expect(moved.progress).toBe(80);
    expect(sentEtags()).toEqual([undefined, 'W/"one"', 'W/"two"']);
  });

  it('forgets the kept answer on a 404: the next poll asks without an ETag', async () => {
    fetchMock
      .mockResolvedValueOnce(json(answerOf('a1'), 'W/"one"'))
      .mockResolvedValueOnce(json({ code: 'notFound', message: 'Introuvable' }, undefined, 404))
      .mockResolvedValueOnce(json(answerOf('a1', 10), 'W/"three"'));
    await getAnalysisStatus('a1');
    const failed = await getAnalysisStatus('a1').catch((error: unknown) => error);
    expect(failed).toMatchObject({ name: 'ApiError', status: 404 });
    expect((await getAnalysisStatus('a1')).progress).toBe(10);
    expect(sentEtags()).toEqual([undefined, 'W/"one"', undefined]);
  });

  it('forgets every kept answer on a 401 (the session ended)', async () => {
    fetchMock
      .mockResolvedValueOnce(json(answerOf('a1'), 'W/"one"'))
      .mockResolvedValueOnce(json(answerOf('b2'), 'W/"bee"'))
      .mockResolvedValueOnce(json({ code: 'unauthorized' }, undefined, 401))
      .mockResolvedValueOnce(json(answerOf('b2'), 'W/"bee"'));
    await getAnalysisStatus('a1');
    await getAnalysisStatus('b2');
    await expect(getAnalysisStatus('a1')).rejects.toMatchObject({ status: 401 });
    await getAnalysisStatus('b2');
    expect(sentEtags()).toEqual([undefined, undefined, 'W/"one"', undefined]);
  });

  it('keeps the answer after a failure that is not the client’s (5xx, network)', async () => {
    fetchMock
      .mockResolvedValueOnce(json(answerOf('a1'), 'W/"one"'))
      .mockResolvedValueOnce(json({ code: 'internalError' }, undefined, 500))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(notModified('W/"one"'));
    const first = await getAnalysisStatus('a1');
    await expect(getAnalysisStatus('a1')).rejects.toMatchObject({ status: 500 });
    await expect(getAnalysisStatus('a1')).rejects.toThrow('Network request failed');
    expect(await getAnalysisStatus('a1')).toBe(first);
    expect(sentEtags()).toEqual([undefined, 'W/"one"', 'W/"one"', 'W/"one"']);
  });

  it('keeps each analysis’s answer apart', async () => {
    fetchMock
      .mockResolvedValueOnce(json(answerOf('a1'), 'W/"one"'))
      .mockResolvedValueOnce(json(answerOf('b2'), 'W/"bee"'))
      .mockResolvedValueOnce(notModified('W/"one"'))
      .mockResolvedValueOnce(notModified('W/"bee"'));
    const a = await getAnalysisStatus('a1');
    const b = await getAnalysisStatus('b2');
    expect(await getAnalysisStatus('a1')).toBe(a);
    expect(await getAnalysisStatus('b2')).toBe(b);
    expect(b.analysisId).toBe('b2');
    expect(calledPaths()).toEqual([
      '/api/analysis/a1',
      '/api/analysis/b2',
      '/api/analysis/a1',
      '/api/analysis/b2',
    ]);
    expect(sentEtags()).toEqual([undefined, undefined, 'W/"one"', 'W/"bee"']);
  });

  it('keeps only the last few analyses', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    for (const id of ids) fetchMock.mockResolvedValueOnce(json(answerOf(id), `W/"${id}"`));
    for (const id of ids) await getAnalysisStatus(id);
    fetchMock.mockResolvedValueOnce(json(answerOf('a'), 'W/"a"')).mockResolvedValueOnce(notModified('W/"e"'));
    await getAnalysisStatus('a');
    await getAnalysisStatus('e');
    expect(sentEtags().slice(-2)).toEqual([undefined, 'W/"e"']);
  });

  it('treats a 304 as an error when it sent no ETag of its own', async () => {
    fetchMock.mockResolvedValueOnce(notModified('W/"one"'));
    await expect(getAnalysisStatus('a1')).rejects.toMatchObject({ status: 304 });
  });

  it('starts afresh when the screen shows no answer of it any more (sign-out empties the query cache)', async () => {
    fetchMock
      .mockResolvedValueOnce(json(answerOf('a1'), 'W/"one"'))
      .mockResolvedValueOnce(notModified('W/"one"'))
      .mockResolvedValueOnce(json(answerOf('a1'), 'W/"one"'));
    const client = new QueryClient();
    const first = await client.fetchQuery(analysisStatusQueryOptions('a1'));
    expect(await client.fetchQuery(analysisStatusQueryOptions('a1'))).toBe(first);
    client.removeQueries();
    await client.fetchQuery(analysisStatusQueryOptions('a1'));
    expect(sentEtags()).toEqual([undefined, 'W/"one"', undefined]);
  });
});
