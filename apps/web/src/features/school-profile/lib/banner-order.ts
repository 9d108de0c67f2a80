/** Which way a banner moves in the display order. */
export type MoveDirection = 'up' | 'down';

/**
 * The display order with one banner moved a place up or down; null when it cannot move
 * (already first or last, or not in the list).
 */
export function moveBanner(
  ids: readonly number[],
  id: number,
  direction: MoveDirection,
): number[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}

/** Puts rows in the order of `ids` (rows not listed keep their place at the end). */
export function sortByOrder<Row extends { id: number }>(
  rows: readonly Row[],
  ids: number[],
): Row[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...rows].sort(
    (a, b) =>
      (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}
