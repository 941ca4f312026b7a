import { resendVerificationFor } from '#core/admin';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('adminResendVerification', async ({ params, session }) => {
  await resendVerificationFor(session!.user, params.id ?? '');
  return { body: { success: true } };
});
