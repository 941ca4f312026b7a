import { hasUsedTrial } from '#adapters/table/billing';
import { clientAddressOf, enforceClientLimits } from '#core/rate-limit';
import { defineHandler } from '#functions/middleware/define-handler';
import { checkEmailTrialRoute } from '#functions/routes';

export const handler = defineHandler(checkEmailTrialRoute, async ({ input, event }) => {
  await enforceClientLimits('checkEmailTrial', clientAddressOf(event));
  return { body: { hasUsedTrial: await hasUsedTrial(input.email) } };
});
