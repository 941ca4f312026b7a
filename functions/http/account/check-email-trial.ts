import { hasUsedTrial } from '#adapters/table/billing';
import { clientAddressOf, enforceClientLimits } from '#core/rate-limit';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('checkEmailTrial', async ({ input, event }) => {
  await enforceClientLimits('checkEmailTrial', clientAddressOf(event));
  return { body: { hasUsedTrial: await hasUsedTrial(input.email) } };
});
