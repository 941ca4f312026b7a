import { accountStatus } from '#core/account';
import { clientAddressOf, enforceClientLimits } from '#core/rate-limit';
import { defineHandler } from '#functions/middleware/define-handler';
import { checkEmailRoute } from '#functions/routes';

export const handler = defineHandler(checkEmailRoute, async ({ input, event }) => {
  await enforceClientLimits('checkEmail', clientAddressOf(event));
  return { body: await accountStatus(input.email) };
});
