import { inspectSetPasswordToken } from '../core/password-flows';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('verifyToken', async ({ input }) => {
  const { email, tier, isExistingUser } = await inspectSetPasswordToken(input.token);
  return { body: { success: true, user: { email, tier }, isExistingUser } };
});
