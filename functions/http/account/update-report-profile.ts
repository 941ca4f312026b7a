import { updateReportProfile } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';

/** PUT /api/profile/report: name, title, credentials, organisation and logo of the reports. */
export const handler = defineHandler('updateReportProfile', async ({ session, input }) => ({
  body: await updateReportProfile(session!.user, input),
}));
