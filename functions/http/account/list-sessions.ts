import { ownAccount, sessionsOf } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { listSessionsRoute } from '#functions/routes';

/** GET /api/sessions: the caller's signed-in browsers, the current one marked. */
export const handler = defineHandler(listSessionsRoute, async ({ session }) => ({
  body: { sessions: await sessionsOf(ownAccount(session!).id, session!.sessionId) },
}));
