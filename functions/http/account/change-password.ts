import { changePassword } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('changePassword', async ({ input, session }) => {
  await changePassword(session!.user, session!.sessionId, input.currentPassword, input.newPassword);
  return { body: { success: true } };
});
