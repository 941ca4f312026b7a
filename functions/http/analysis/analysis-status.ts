import { pollAnalysisStatus } from '#core/analysis/polling';
import { defineHandler } from '#functions/middleware/define-handler';
import { analysisStatusRoute } from '#functions/routes';
import { KEPT_ETAG_HEADER } from '#shared/kept-etag';

/**
 * Polled by the results screen: with the ETag of the answer it has, the browser gets 304 until
 * something changes (`no-cache`: it may keep the answer, and asks each time whether it still holds).
 * The screen repeats that ETag in its own header, which still arrives behind CloudFront; the
 * standard one comes first, as it is the browser's and names the answer the browser would reuse.
 */
export const handler = defineHandler(analysisStatusRoute, async ({ params, session, language, event }) => {
  const polled = await pollAnalysisStatus(
    session!.user,
    params.id ?? '',
    language,
    event.headers?.['if-none-match'] ?? event.headers?.[KEPT_ETAG_HEADER],
  );
  const headers = { etag: polled.etag, 'cache-control': 'private, no-cache' };
  return polled.notModified ? { status: 304, headers } : { body: polled.body, headers };
});
