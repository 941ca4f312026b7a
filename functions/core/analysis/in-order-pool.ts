/**
 * Runs `run` over `items` with at most `limit` at once and gives the results in the items' order.
 * Items start in order; after a failure no new item starts, the ones running finish, and the
 * first failure is thrown.
 */
export async function mapInOrder<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await run(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const lanes = await Promise.allSettled(
    Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane),
  );
  const failure = lanes.find((lane): lane is PromiseRejectedResult => lane.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}
