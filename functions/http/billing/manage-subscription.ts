import { manageSubscription } from '#core/billing';
import { defineHandler } from '#functions/middleware/define-handler';
import { manageSubscriptionRoute } from '#functions/routes';

export const handler = defineHandler(manageSubscriptionRoute, async ({ session }) => ({
  body: await manageSubscription(session!.user),
}));
