import { cancelSubscription } from '#core/billing';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('cancelSubscription', async ({ session }) => ({
  body: await cancelSubscription(session!.user),
}));
