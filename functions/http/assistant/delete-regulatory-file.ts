import { deleteDocument } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';

/** Deletes a document of the library; its place is free again. */
export const handler = defineHandler('deleteRegulatoryFile', async ({ session, params }) => {
  await deleteDocument(session!.user, 'reference', params.id ?? '');
  return { body: { success: true } };
});
