import { recordAudit } from '#core/admin';
import { startBackup } from '#core/admin/backups';
import { defineHandler } from '#functions/middleware/define-handler';
import { createBackupRoute } from '#functions/routes';

/** Starts a backup now (202): the list shows it running, then done. 409 backupRunning. */
export const handler = defineHandler(createBackupRoute, async ({ session }) => {
  const { backupId } = await startBackup('admin', session!.user.email);
  await recordAudit(session!.user, 'createBackup', { detail: backupId });
  return { status: 202, body: { success: true, backupId } };
});
