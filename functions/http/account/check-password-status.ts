import { needsPassword } from '../core/password-flows';
import { defineHandler } from '../middleware/define-handler';

export const handler = defineHandler('checkPasswordStatus', async ({ input }) => ({
  body: { needsPassword: await needsPassword(input.email) },
}));
