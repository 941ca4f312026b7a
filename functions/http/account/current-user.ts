import { currentUserView } from '#core/billing';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('currentUser', async ({ session }) => ({
  body: currentUserView(session!.user),
}));
