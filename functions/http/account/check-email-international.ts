import { accountStatus } from '#core/account';
import { clientAddressOf, enforceClientLimits } from '#core/rate-limit';
import { defineHandler } from '#functions/middleware/define-handler';
import { checkEmailInternationalRoute } from '#functions/routes';

export const handler = defineHandler(checkEmailInternationalRoute, async ({ input, event }) => {
  await enforceClientLimits('checkEmailInternational', clientAddressOf(event));
  return { body: await accountStatus(input.email) };
});
