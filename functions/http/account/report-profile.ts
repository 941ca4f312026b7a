import { reportProfileOf } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';

/** GET /api/profile/report: who signs the reports. */
export const handler = defineHandler('reportProfile', async ({ session }) => ({
  body: await reportProfileOf(session!.user),
}));
