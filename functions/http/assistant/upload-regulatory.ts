import { confirmDocuments } from '#core/assistant';
import { defineHandler } from '#functions/middleware/define-handler';
import { uploadRegulatoryRoute } from '#functions/routes';

/** Adds files uploaded through /api/uploads (purpose library) to a collection of the library. */
export const handler = defineHandler(uploadRegulatoryRoute, async ({ session, input }) => ({
  status: 201,
  body: await confirmDocuments(session!.user, 'reference', input),
}));
