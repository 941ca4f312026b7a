import { ownAccount, setupTwoFactor } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';

/** POST /api/two-factor/setup: a pending secret, as an otpauth URI and its QR code. */
export const handler = defineHandler('twoFactorSetup', async ({ session }) => ({
  body: await setupTwoFactor(ownAccount(session!)),
}));
