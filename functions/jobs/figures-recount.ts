import { jobHandler } from './job-handler';
import type { ScheduledEvent } from 'aws-lambda';
import { recountFigures } from '#core/admin';

/** Scheduled (EventBridge, daily): the admin's counters recounted from the accounts. */
export const handler = jobHandler<ScheduledEvent>(async () => {
  await recountFigures();
});
