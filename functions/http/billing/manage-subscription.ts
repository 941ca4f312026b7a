import { manageSubscription } from '#core/billing';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('manageSubscription', async ({ session }) => ({
  body: await manageSubscription(session!.user),
}));
