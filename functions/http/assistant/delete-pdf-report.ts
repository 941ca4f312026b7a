import { deleteDocument } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { deletePdfReportRoute } from '#functions/routes';

/** Deletes a document of the library; its place is free again. */
export const handler = defineHandler(deletePdfReportRoute, async ({ session, params }) => {
  await deleteDocument(session!.user, 'report', params.id ?? '');
  return { body: { success: true } };
});
