/** Rows asked for per page in the super-admin lists. */
export const schoolPageSize = 15;

interface Page {
  list: readonly unknown[];
  count: number;
}

/** Rows loaded so far over all pages. */
export function loadedCount(pages: readonly Page[]): number {
  return pages.reduce((total, page) => total + page.list.length, 0);
}

/**
 * The skip of the next page, or undefined when every row is loaded: more exist while
 * the loaded rows are fewer than the latest count. An empty page ends the list, so a
 * count that shrank meanwhile can never make it ask forever.
 */
export function nextSkip(pages: readonly Page[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.list.length === 0) return undefined;
  const loaded = loadedCount(pages);
  return loaded < last.count ? loaded : undefined;
}
