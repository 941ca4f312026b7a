import { describe, expect, it } from 'vitest';
import { mapInOrder } from '#core/analysis/in-order-pool';

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('mapInOrder (the worker reads two files at once)', () => {
  it('runs at most the limit at once and gives the results in the items’ order', async () => {
    // Prepare: the first item is the slowest, so later ones finish before it.
    let running = 0;
    let most = 0;
    const started: number[] = [];
    // Act
    const results = await mapInOrder([40, 5, 5, 5, 20], 2, async (ms, index) => {
      started.push(index);
      running += 1;
      most = Math.max(most, running);
      await wait(ms);
      running -= 1;
      return `file ${index}`;
    });
    // Assess
    expect(results).toEqual(['file 0', 'file 1', 'file 2', 'file 3', 'file 4']);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('starts nothing after a failure, lets the running item finish, then throws the failure', async () => {
    const finished: number[] = [];
    const run = mapInOrder([0, 1, 2, 3], 2, async (index) => {
      if (index === 0) {
        await wait(5);
        throw new Error('file 0 failed');
      }
      await wait(30);
      finished.push(index);
      return index;
    });
    await expect(run).rejects.toThrow('file 0 failed');
    // Item 1 was running when item 0 failed; items 2 and 3 never started.
    expect(finished).toEqual([1]);
  });

  it('handles no items', async () => {
    expect(await mapInOrder([], 2, () => Promise.resolve(1))).toEqual([]);
  });
});
