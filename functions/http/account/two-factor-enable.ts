import { enableTwoFactor, ownAccount } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { twoFactorEnableRoute } from '#functions/routes';

/** POST /api/two-factor/enable: a first code turns it on; the recovery codes are answered once. */
export const handler = defineHandler(twoFactorEnableRoute, async ({ session, input }) => ({
  body: await enableTwoFactor(ownAccount(session!), input.code),
}));
