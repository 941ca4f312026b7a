import { currentUserView } from '#core/billing';
import { defineHandler } from '#functions/middleware/define-handler';
import { currentUserRoute } from '#functions/routes';

export const handler = defineHandler(currentUserRoute, async ({ session }) => ({
  body: currentUserView(session!.user),
}));
