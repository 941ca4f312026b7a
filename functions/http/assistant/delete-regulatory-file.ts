import { deleteDocument } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { deleteRegulatoryFileRoute } from '#functions/routes';

/** Deletes a document of the library; its place is free again. */
export const handler = defineHandler(deleteRegulatoryFileRoute, async ({ session, params }) => {
  await deleteDocument(session!.user, 'reference', params.id ?? '');
  return { body: { success: true } };
});
