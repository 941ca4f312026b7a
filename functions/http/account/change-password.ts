import { changePassword } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { changePasswordRoute } from '#functions/routes';

export const handler = defineHandler(changePasswordRoute, async ({ input, session }) => {
  await changePassword(session!.user, session!.sessionId, input.currentPassword, input.newPassword);
  return { body: { success: true } };
});
