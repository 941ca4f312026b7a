import { forgotPassword } from '#core/account';
import { clientAddressOf, enforceClientLimits } from '#core/rate-limit';
import { defineHandler } from '#functions/middleware/define-handler';
import { forgotPasswordRoute } from '#functions/routes';

/** Answers the same, in the same time, whether or not the address has an account. */
export const handler = defineHandler(forgotPasswordRoute, async ({ input, language, event }) => {
  await enforceClientLimits('forgotPassword', clientAddressOf(event));
  await forgotPassword(input.email, input.language ?? language);
  return { body: { success: true } };
});
