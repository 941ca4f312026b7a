import { recordAudit } from '#core/admin';
import { backupDownloadUrl } from '#core/admin/backups';
import { defineHandler } from '#functions/middleware/define-handler';
import { downloadBackupRoute } from '#functions/routes';

/** A 303 to a 5-minute link to the backup's archive. 404 backupNotFound, 409 backupNotReady. */
export const handler = defineHandler(downloadBackupRoute, async ({ session, params }) => {
  const backupId = params.id ?? '';
  const location = await backupDownloadUrl(backupId);
  await recordAudit(session!.user, 'downloadBackup', { detail: backupId });
  return { status: 303, headers: { location } };
});
