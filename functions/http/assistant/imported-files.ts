import { listDocuments } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';

/** List of one collection of the assistant's library, with its count and limit. */
export const handler = defineHandler('importedFiles', async ({ session }) => ({
  body: await listDocuments(session!.user, 'file'),
}));
