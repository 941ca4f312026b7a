import { ownAccount, profileOf } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';

/** GET /api/profile: the profile page's details, subscription, this month's use and two-factor state. */
export const handler = defineHandler('profile', async ({ session }) => ({
  body: await profileOf(ownAccount(session!)),
}));
