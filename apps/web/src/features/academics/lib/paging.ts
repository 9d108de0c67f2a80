/** Rows asked for per page in the academics lists. */
export const academicsPageSize = 15;

/** The largest page the API gives: used when a screen needs every row (e.g. all sections). */
export const fullPageSize = 100;

interface Page {
  list: readonly unknown[];
  count: number;
}

/** Rows loaded so far over all pages. */
export function loadedCount(pages: readonly Page[]): number {
  return pages.reduce((total, page) => total + page.list.length, 0);
}

/**
 * The skip of the next page, or undefined when every row is loaded. An empty page ends
 * the list, so a count that shrank meanwhile never makes it ask forever.
 */
export function nextSkip(pages: readonly Page[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.list.length === 0) return undefined;
  const loaded = loadedCount(pages);
  return loaded < last.count ? loaded : undefined;
}
