import { cancelInvitation } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('cancelInvitation', async ({ params, session }) => {
  await cancelInvitation(session!.user, params.id ?? '');
  return { body: { success: true } };
});
