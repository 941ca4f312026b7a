import { logoUpload } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';

/** POST /api/profile/logo-upload: a presigned PUT for a new report logo. */
export const handler = defineHandler('logoUpload', async ({ session, input }) => ({
  body: await logoUpload(session!.user, input),
}));
