import { sessionCookie } from '#core/account';
import { clientAddressOf, enforceClientLimits } from '#core/rate-limit';
import { validateVisitor } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';
import { validateVisitorRoute } from '#functions/routes';

export const handler = defineHandler(validateVisitorRoute, async ({ input, event }) => {
  const address = clientAddressOf(event);
  await enforceClientLimits('validateVisitor', address);
  const entry = await validateVisitor(input, address);
  return {
    body: { success: true, accessToken: { email: entry.email, role: 'visitor' }, redirectTo: '/dashboard' },
    cookies: [sessionCookie(entry.token)],
  };
});
