import { createUploads } from '../core/uploads';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('createUploads', async ({ input, session }) => ({
  body: { uploads: await createUploads(session!.user.id, input.files) },
}));
