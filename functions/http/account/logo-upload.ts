import { logoUpload } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { logoUploadRoute } from '#functions/routes';

/** POST /api/profile/logo-upload: a presigned PUT for a new report logo. */
export const handler = defineHandler(logoUploadRoute, async ({ session, input }) => ({
  body: await logoUpload(session!.user, input),
}));
