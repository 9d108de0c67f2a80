/** A page of a list that also answers how many rows there are in all. */
export interface CountedPage<Row = unknown> {
  list: readonly Row[];
  count: number;
}

/**
 * The skip of the next page of a `{ list, count }` list, or undefined once every row is
 * loaded. An empty page ends the list, so a count that shrank meanwhile never makes it
 * ask forever.
 */
export function nextSkip(pages: readonly CountedPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.list.length === 0) return undefined;
  const loaded = pages.reduce((total, page) => total + page.list.length, 0);
  return loaded < last.count ? loaded : undefined;
}

/**
 * The skip of the next page of a list that answers rows only (spec §9): skip = size ×
 * (page − 1), and there is another page only when the last one came back full.
 */
export function nextSkipAfterFullPage(
  pages: readonly (readonly unknown[])[],
  pageSize: number,
): number | undefined {
  const last = pages.at(-1);
  if (!last || last.length < pageSize) return undefined;
  return pages.length * pageSize;
}
