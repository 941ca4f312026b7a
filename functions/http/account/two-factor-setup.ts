import { ownAccount, setupTwoFactor } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { twoFactorSetupRoute } from '#functions/routes';

/** POST /api/two-factor/setup: a pending secret, as an otpauth URI and its QR code. */
export const handler = defineHandler(twoFactorSetupRoute, async ({ session }) => ({
  body: await setupTwoFactor(ownAccount(session!)),
}));
