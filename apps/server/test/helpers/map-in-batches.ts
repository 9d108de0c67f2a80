/**
 * Maps every item through `fn`, `size` at a time, answering the results in the items' order:
 * requests run concurrently without sending hundreds at once to a single-connection database.
 */
export async function mapInBatches<T, R>(
  items: readonly T[],
  size: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(fn))));
  return results;
}
