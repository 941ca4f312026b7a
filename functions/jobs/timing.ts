/**
 * The three numbers of job recovery, derived in one place and used by the CDK stack, the local
 * stack and the staleness check, so they cannot drift apart:
 * - a worker attempt runs at most WORKER_TIMEOUT_SECONDS (the Lambda timeout);
 * - a message that failed or whose worker crashed comes back after the queue's visibility
 *   timeout, which outlasts an attempt (else a running job would be delivered twice);
 * - after MAX_RECEIVES deliveries it goes to the dead-letter queue; a job is declared stale
 *   (failed) only once every attempt it could still get has had time to run.
 */

/** Lambda timeout of the queue worker. One attempt must fit in it. */
export const WORKER_TIMEOUT_SECONDS = 300;

/** Room between the end of an attempt and the redelivery: cold start, clock skew, poll delay. */
const VISIBILITY_MARGIN_SECONDS = 60;

/** The queue's visibility timeout: a failed or crashed attempt is retried this long after it started. */
export const VISIBILITY_TIMEOUT_SECONDS = WORKER_TIMEOUT_SECONDS + VISIBILITY_MARGIN_SECONDS;

/** Deliveries before the dead-letter queue (the redrive policy's maxReceiveCount). */
export const MAX_RECEIVES = 3;

/** Room after the last possible attempt before a silent job is declared failed. */
const STALE_MARGIN_SECONDS = 60;

/**
 * Past this long with no update, no attempt can still be running or still come: each attempt
 * writes the record when it starts, and the next one starts at most one visibility timeout later.
 */
export const STALE_AFTER_MS = (VISIBILITY_TIMEOUT_SECONDS * MAX_RECEIVES + STALE_MARGIN_SECONDS) * 1000;
