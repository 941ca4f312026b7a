import { reportProfileOf } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { reportProfileRoute } from '#functions/routes';

/** GET /api/profile/report: who signs the reports. */
export const handler = defineHandler(reportProfileRoute, async ({ session }) => ({
  body: await reportProfileOf(session!.user),
}));
