import { createUploads } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('createUploads', async ({ input, session }) => ({
  body: { uploads: await createUploads(session!.user.id, input.files) },
}));
