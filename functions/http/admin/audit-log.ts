import { auditLog } from '#core/admin';
import { defineHandler } from '#functions/middleware/define-handler';
import { adminAuditLogRoute } from '#functions/routes';

export const handler = defineHandler(adminAuditLogRoute, async () => ({
  body: { success: true, entries: await auditLog() },
}));
