/** Rows asked for per page in the student lists. */
export const studentPageSize = 20;

interface Page<Row = unknown> {
  list: readonly Row[];
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

/** Every row of a paged list: asks page after page until `nextSkip` says all are loaded. */
export async function collectPages<Row>(
  fetchPage: (skip: number) => Promise<Page<Row>>,
): Promise<Row[]> {
  const pages: Page<Row>[] = [];
  let skip: number | undefined = 0;
  while (skip !== undefined) {
    pages.push(await fetchPage(skip));
    skip = nextSkip(pages);
  }
  return pages.flatMap((page) => page.list);
}
