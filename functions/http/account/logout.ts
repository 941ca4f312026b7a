import { logout } from '../core/auth';
import { clearedSessionCookie } from '../core/session-token';
import { defineHandler } from '../middleware/define-handler';

/** Deletes the server-side session, so the old cookie stops working even if it was copied. */
export const handler = defineHandler('logout', async ({ session }) => {
  if (session) await logout(session.sessionId);
  return { body: { success: true }, cookies: [clearedSessionCookie()] };
});
