import { checkResetToken } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';

/** GET /api/reset-password/verify?token=: whether a reset link can still be used (said when its page opens). */
export const handler = defineHandler('checkResetToken', async ({ input }) => ({
  body: await checkResetToken(input.token),
}));
