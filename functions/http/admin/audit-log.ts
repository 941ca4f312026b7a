import { auditLog } from '#core/admin';
import { defineHandler } from '#functions/middleware/define-handler';

export const handler = defineHandler('adminAuditLog', async () => ({
  body: { success: true, entries: await auditLog() },
}));
