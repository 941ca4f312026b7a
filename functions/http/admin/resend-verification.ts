import { resendVerificationFor } from '#core/admin';
import { defineHandler } from '#functions/middleware/define-handler';
import { adminResendVerificationRoute } from '#functions/routes';

export const handler = defineHandler(adminResendVerificationRoute, async ({ params, session }) => {
  await resendVerificationFor(session!.user, params.id ?? '');
  return { body: { success: true } };
});
