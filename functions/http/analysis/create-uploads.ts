import { createUploads } from '#core/analysis';
import { defineHandler } from '#functions/middleware/define-handler';
import { createUploadsRoute } from '#functions/routes';

export const handler = defineHandler(createUploadsRoute, async ({ input, session }) => ({
  body: { uploads: await createUploads(session!.user.id, input.files) },
}));
