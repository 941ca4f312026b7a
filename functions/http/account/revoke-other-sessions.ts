import { ownAccount, revokeOtherSessions } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { revokeOtherSessionsRoute } from '#functions/routes';

/** POST /api/sessions/revoke-others: signs out every browser of the caller but this one. */
export const handler = defineHandler(revokeOtherSessionsRoute, async ({ session }) => ({
  body: { success: true, revoked: await revokeOtherSessions(ownAccount(session!).id, session!.sessionId) },
}));
