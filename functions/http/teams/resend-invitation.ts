import { resendInvitation } from '#core/teams';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('resendInvitation', async ({ params, session }) => ({
  body: { success: true, invitation: await resendInvitation(session!.user, params.id ?? '') },
}));
