import { revokeMember } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('revokeMember', async ({ params, session }) => {
  await revokeMember(session!.user, params.id ?? '');
  return { body: { success: true } };
});
