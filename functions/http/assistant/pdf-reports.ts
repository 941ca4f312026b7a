import { listDocuments } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { pdfReportsRoute } from '#functions/routes';

/** List of one collection of the assistant's library, with its count and limit. */
export const handler = defineHandler(pdfReportsRoute, async ({ session }) => ({
  body: await listDocuments(session!.user, 'report'),
}));
