import { createCheckout } from '../core/checkout';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('createCheckout', async ({ input }) => ({
  body: await createCheckout(input),
}));
