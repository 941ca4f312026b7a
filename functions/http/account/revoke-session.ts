import { ownAccount, revokeOwnSession } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { revokeSessionRoute } from '#functions/routes';

/** POST /api/sessions/{id}/revoke: signs one of the caller's browsers out (404 for any other id). */
export const handler = defineHandler(revokeSessionRoute, async ({ session, params }) => {
  await revokeOwnSession(ownAccount(session!).id, params.id!);
  return { body: { success: true, revoked: 1 } };
});
