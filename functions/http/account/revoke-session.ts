import { ownAccount, revokeOwnSession } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';

/** POST /api/sessions/{id}/revoke: signs one of the caller's browsers out (404 for any other id). */
export const handler = defineHandler('revokeSession', async ({ session, params }) => {
  await revokeOwnSession(ownAccount(session!).id, params.id!);
  return { body: { success: true, revoked: 1 } };
});
