/** The first wait before asking a running analysis for its status again. */
export const FIRST_POLL_MS = 1000;
/** The longest wait: an analysis takes tens of seconds, a step rarely less than this. */
export const LONGEST_POLL_MS = 8000;

/**
 * The wait before the next poll of a running analysis, after `polls` answers: 1 s, doubling to 8 s.
 * The first steps are quick (uploads read, OCR started); the long ones (the model) need no 1 s polls.
 */
export function pollDelayMs(polls: number): number {
  return Math.min(LONGEST_POLL_MS, FIRST_POLL_MS * 2 ** Math.max(0, polls - 1));
}
