import { logout } from '#core/account';
import { clearedSessionCookie } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { logoutRoute } from '#functions/routes';

/** Deletes the server-side session, so the old cookie stops working even if it was copied. */
export const handler = defineHandler(logoutRoute, async ({ session }) => {
  if (session) await logout(session.sessionId);
  return { body: { success: true }, cookies: [clearedSessionCookie()] };
});
