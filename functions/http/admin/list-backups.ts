import { listBackups } from '#core/admin/backups';
import { defineHandler } from '#functions/middleware/define-handler';

/** Every kept backup, newest first, from the backup bucket. */
export const handler = defineHandler('listBackups', async () => ({
  body: { success: true, backups: await listBackups() },
}));
