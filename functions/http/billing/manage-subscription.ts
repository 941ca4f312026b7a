import { manageSubscription } from '../core/subscriptions';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('manageSubscription', async ({ session }) => ({
  body: await manageSubscription(session!.user),
}));
