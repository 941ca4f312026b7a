import { jobHandler } from './job-handler';
import type { ScheduledEvent } from 'aws-lambda';
import { sendDueReminders } from '#core/analysis/action-plan/reminders';

/**
 * Scheduled (EventBridge, hourly): reminders of corrective actions due the next day or overdue.
 * A failed mail fails the run (its error alarm) and is retried by the next one.
 */
export const handler = jobHandler<ScheduledEvent>(async () => {
  await sendDueReminders();
});
