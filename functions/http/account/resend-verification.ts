import { resendVerification } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { resendVerificationRoute } from '#functions/routes';

/** For the signed-in user only: a visitor cannot make us mail someone else's address. */
export const handler = defineHandler(resendVerificationRoute, async ({ session }) => {
  await resendVerification(session!.user);
  return { body: { success: true } };
});
