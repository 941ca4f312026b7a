import { accountStatus } from '../core/email-checks';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('checkEmail', async ({ input }) => ({
  body: await accountStatus(input.email),
}));
