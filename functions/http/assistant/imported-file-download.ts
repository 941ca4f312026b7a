import { documentDownload } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { importedFileDownloadRoute } from '#functions/routes';

/** A 303 to a 5-minute link to the document, under its own name. */
export const handler = defineHandler(importedFileDownloadRoute, async ({ session, params }) => ({
  status: 303,
  headers: { location: await documentDownload(session!.user, 'file', params.id ?? '') },
}));
