import { jobHandler } from './job-handler';
import type { ScheduledEvent } from 'aws-lambda';
import { checkRunningBackups } from '#core/admin/backups';

/**
 * Scheduled (every 10 minutes): finishes the backups whose table export has completed, fails
 * those whose export failed or never ends. With none under way it is one small listing.
 */
export const handler = jobHandler<ScheduledEvent>(async () => {
  await checkRunningBackups();
});
