import { jobHandler } from './job-handler';
import type { ScheduledEvent } from 'aws-lambda';
import { checkRunningBackups, startBackup } from '#core/admin/backups';
import { AppError } from '#core/errors';
import { logger } from '#functions/observability';

/**
 * Scheduled (EventBridge, every 6 hours): settles the backups under way, then starts one. In AWS
 * the table export takes minutes and the backup check job finishes it; locally it ends here.
 */
export const handler = jobHandler<ScheduledEvent>(async () => {
  await checkRunningBackups();
  try {
    await startBackup('schedule', null);
  } catch (error) {
    // An administrator's backup started in the same minutes: that one is this period's.
    if (error instanceof AppError && error.code === 'backupRunning')
      logger.warn('Scheduled backup skipped: a backup is already running');
    else throw error;
  }
});
