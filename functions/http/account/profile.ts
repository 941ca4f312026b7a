import { ownAccount, profileOf } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { profileRoute } from '#functions/routes';

/** GET /api/profile: the profile page's details, subscription, this month's use and two-factor state. */
export const handler = defineHandler(profileRoute, async ({ session }) => ({
  body: await profileOf(ownAccount(session!)),
}));
