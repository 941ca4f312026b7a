import { describe, expect, it } from 'vitest';
import { FIRST_POLL_MS, LONGEST_POLL_MS, pollDelayMs } from '@/features/analysis/api/poll-schedule';

describe('the polling schedule of a running analysis', () => {
  it('waits 1 s, then doubles up to 8 s, and stays there', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(pollDelayMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000, 8000]);
    expect(pollDelayMs(1)).toBe(FIRST_POLL_MS);
    expect(pollDelayMs(1000)).toBe(LONGEST_POLL_MS);
  });

  it('starts at the first wait before any answer', () => {
    expect(pollDelayMs(0)).toBe(FIRST_POLL_MS);
  });

  it('polls a one-minute analysis about ten times instead of forty', () => {
    let elapsed = 0;
    let polls = 0;
    while (elapsed < 60_000) elapsed += pollDelayMs(++polls);
    expect(polls).toBeLessThanOrEqual(11);
  });
});
