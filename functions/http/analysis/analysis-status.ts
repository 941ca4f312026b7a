import { pollAnalysisStatus } from '#core/analysis/polling';
import { defineHandler } from '#functions/middleware/define-handler';

/**
 * Polled by the results screen: with the ETag of the answer it has, the browser gets 304 until
 * something changes (`no-cache`: it may keep the answer, and asks each time whether it still holds).
 */
export const handler = defineHandler('analysisStatus', async ({ params, session, language, event }) => {
  const polled = await pollAnalysisStatus(
    session!.user,
    params.id ?? '',
    language,
    event.headers?.['if-none-match'],
  );
  const headers = { etag: polled.etag, 'cache-control': 'private, no-cache' };
  return polled.notModified ? { status: 304, headers } : { body: polled.body, headers };
});
