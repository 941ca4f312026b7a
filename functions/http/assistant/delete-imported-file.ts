import { deleteDocument } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { deleteImportedFileRoute } from '#functions/routes';

/** Deletes a document of the library; its place is free again. */
export const handler = defineHandler(deleteImportedFileRoute, async ({ session, params }) => {
  await deleteDocument(session!.user, 'file', params.id ?? '');
  return { body: { success: true } };
});
