import { currentUserView } from '../core/subscriptions';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('currentUser', async ({ session }) => ({
  body: currentUserView(session!.user),
}));
