import { hasUsedTrial } from '../adapters/table/billing';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('checkEmailTrial', async ({ input }) => ({
  body: { hasUsedTrial: await hasUsedTrial(input.email) },
}));
