import { listDocuments } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { importedFilesRoute } from '#functions/routes';

/** List of one collection of the assistant's library, with its count and limit. */
export const handler = defineHandler(importedFilesRoute, async ({ session }) => ({
  body: await listDocuments(session!.user, 'file'),
}));
