import { adminStats } from '#core/admin';
import { defineHandler } from '#functions/middleware/define-handler';
import { adminStatsRoute } from '#functions/routes';

export const handler = defineHandler(adminStatsRoute, async () => ({ body: await adminStats() }));
