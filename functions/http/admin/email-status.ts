import { emailServiceStatus } from '#core/admin';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('emailStatus', async () => ({ body: await emailServiceStatus() }));
