import { listBackups } from '#core/admin/backups';
import { defineHandler } from '#functions/middleware/define-handler';
import { listBackupsRoute } from '#functions/routes';

/** Every kept backup, newest first, from the backup bucket. */
export const handler = defineHandler(listBackupsRoute, async () => ({
  body: { success: true, backups: await listBackups() },
}));
