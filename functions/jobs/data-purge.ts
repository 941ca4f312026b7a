import { jobHandler } from './job-handler';
import type { ScheduledEvent } from 'aws-lambda';
import { purgeEndedAccounts } from '#core/admin';

/** Room left after the last account started: one account's purge must finish within it. */
const SAFETY_MARGIN_MS = 120_000;

/**
 * Scheduled (EventBridge, daily): deletes the data of accounts that ended more than 30 days ago.
 * A run stops before its time limit and the next one goes on; a failed purge fails the run (its
 * error alarm) and is retried by the next one.
 */
export const handler = jobHandler<ScheduledEvent>(async (_event, context) => {
  await purgeEndedAccounts({ stopBy: Date.now() + context.getRemainingTimeInMillis() - SAFETY_MARGIN_MS });
});
