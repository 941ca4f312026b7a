import type { AuthCheckResponse } from '#shared/schemas/auth';
import { toPublicUser } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { authCheckRoute } from '#functions/routes';

/** Public on purpose: it answers `authenticated: false` rather than 401 for a visitor. */
export const handler = defineHandler(authCheckRoute, async ({ session }) => {
  const body: AuthCheckResponse = session
    ? { authenticated: true, user: toPublicUser(session.user, Boolean(session.visitor)) }
    : { authenticated: false, user: null };
  return { body };
});
