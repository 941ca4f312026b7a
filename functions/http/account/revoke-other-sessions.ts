import { ownAccount, revokeOtherSessions } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';

/** POST /api/sessions/revoke-others: signs out every browser of the caller but this one. */
export const handler = defineHandler('revokeOtherSessions', async ({ session }) => ({
  body: { success: true, revoked: await revokeOtherSessions(ownAccount(session!).id, session!.sessionId) },
}));
