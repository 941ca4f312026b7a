import { ownAccount, updateProfile } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';

/** PATCH /api/profile: names, phone, company, position and the preferred language. */
export const handler = defineHandler('updateProfile', async ({ session, input }) => ({
  body: await updateProfile(ownAccount(session!), input),
}));
