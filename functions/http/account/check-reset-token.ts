import { checkResetToken } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { checkResetTokenRoute } from '#functions/routes';

/** GET /api/reset-password/verify?token=: whether a reset link can still be used (said when its page opens). */
export const handler = defineHandler(checkResetTokenRoute, async ({ input }) => ({
  body: await checkResetToken(input.token),
}));
