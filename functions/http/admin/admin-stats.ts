import { adminStats } from '#core/admin';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('adminStats', async () => ({ body: await adminStats() }));
