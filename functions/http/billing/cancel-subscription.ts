import { cancelSubscription } from '../core/subscriptions';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('cancelSubscription', async ({ session }) => ({
  body: await cancelSubscription(session!.user),
}));
