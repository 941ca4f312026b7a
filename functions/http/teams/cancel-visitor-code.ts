import { cancelCode } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('cancelVisitorCode', async ({ params, session }) => {
  await cancelCode(session!.user, params.id ?? '');
  return { body: { success: true } };
});
