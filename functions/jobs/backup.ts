import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { ScheduledEvent } from 'aws-lambda';
import { checkRunningBackups, startBackup } from '#core/admin/backups';
import { AppError } from '#core/errors';
import { flushMetrics, logger, tracer } from '#functions/observability';

const flush = async () => flushMetrics();

/**
 * Scheduled (EventBridge, every 6 hours): settles the backups under way, then starts one. In AWS
 * the table export takes minutes and the backup check job finishes it; locally it ends here.
 */
export const handler = middy<ScheduledEvent, void>()
  .use({ after: flush, onError: flush })
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(captureLambdaHandler(tracer, { captureResponse: false }))
  .handler(async () => {
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
