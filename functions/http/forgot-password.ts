import { forgotPassword } from '../core/password-flows';
import { defineHandler } from '../middleware/define-handler';

/** Answers the same whether or not the address has an account. */
export const handler = defineHandler('forgotPassword', async ({ input, language }) => {
  await forgotPassword(input.email, input.language ?? language);
  return { body: { success: true } };
});
