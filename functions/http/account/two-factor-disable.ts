import { disableTwoFactor, ownAccount } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { twoFactorDisableRoute } from '#functions/routes';

/** POST /api/two-factor/disable: turns it off, the password asked again. */
export const handler = defineHandler(twoFactorDisableRoute, async ({ session, input }) => {
  await disableTwoFactor(ownAccount(session!), input.password);
  return { body: { success: true } };
});
