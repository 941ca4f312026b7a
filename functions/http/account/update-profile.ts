import { ownAccount, updateProfile } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { updateProfileRoute } from '#functions/routes';

/** PATCH /api/profile: names, phone, company, position and the preferred language. */
export const handler = defineHandler(updateProfileRoute, async ({ session, input }) => ({
  body: await updateProfile(ownAccount(session!), input),
}));
