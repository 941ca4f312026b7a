import { cancelSubscription } from '#core/billing';
import { defineHandler } from '#functions/middleware/define-handler';
import { cancelSubscriptionRoute } from '#functions/routes';

export const handler = defineHandler(cancelSubscriptionRoute, async ({ session }) => ({
  body: await cancelSubscription(session!.user),
}));
