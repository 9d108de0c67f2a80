/** Moves the item at `from` by `delta` places; out-of-range moves leave the list as it is. */
export function moveItem<T>(items: readonly T[], from: number, delta: number): T[] {
  const to = from + delta;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || delta === 0) {
    return [...items];
  }
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** True when both lists name the same ids in the same order. */
export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

interface Ordered {
  id: number;
  class_name: string;
}

/**
 * What promotion does with this order: "Nursery → LKG" for each class, the last one
 * passing out. Shown beside the order editor so the office sees the effect of a move.
 */
export function describePromotion(classes: readonly Ordered[]): string[] {
  return classes.map((item, index) => {
    const next = classes[index + 1];
    return next ? `${item.class_name} → ${next.class_name}` : `${item.class_name} → passes out`;
  });
}
