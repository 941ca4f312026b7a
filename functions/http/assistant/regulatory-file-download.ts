import { documentDownload } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { regulatoryFileDownloadRoute } from '#functions/routes';

/** A 303 to a 5-minute link to the document, under its own name. */
export const handler = defineHandler(regulatoryFileDownloadRoute, async ({ session, params }) => ({
  status: 303,
  headers: { location: await documentDownload(session!.user, 'reference', params.id ?? '') },
}));
