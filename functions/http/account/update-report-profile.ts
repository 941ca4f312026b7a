import { updateReportProfile } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { updateReportProfileRoute } from '#functions/routes';

/** PUT /api/profile/report: name, title, credentials, organisation and logo of the reports. */
export const handler = defineHandler(updateReportProfileRoute, async ({ session, input }) => ({
  body: await updateReportProfile(session!.user, input),
}));
