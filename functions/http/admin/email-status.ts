import { emailServiceStatus } from '#core/admin';
import { defineHandler } from '#functions/middleware/define-handler';
import { emailStatusRoute } from '#functions/routes';

export const handler = defineHandler(emailStatusRoute, async () => ({ body: await emailServiceStatus() }));
