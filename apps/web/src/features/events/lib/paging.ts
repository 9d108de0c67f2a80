import { eventPageSize } from '@shala/contracts';

/**
 * Spec §9: events page by 6 with skip = 6 × (page − 1), and there is another page only
 * when the last one came back full. Answers the next skip, or undefined at the end.
 */
export function nextEventSkip(
  pages: readonly (readonly unknown[])[],
  pageSize = eventPageSize,
): number | undefined {
  const last = pages.at(-1);
  if (!last || last.length < pageSize) return undefined;
  return pages.length * pageSize;
}
