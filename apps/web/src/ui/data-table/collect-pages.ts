import { type CountedPage, nextSkip } from './next-skip';

/** Every row of a `{ list, count }` list: asks page after page until `nextSkip` says all are loaded. */
export async function collectPages<Row>(
  fetchPage: (skip: number) => Promise<CountedPage<Row>>,
): Promise<Row[]> {
  const pages: CountedPage<Row>[] = [];
  let skip: number | undefined = 0;
  while (skip !== undefined) {
    pages.push(await fetchPage(skip));
    skip = nextSkip(pages);
  }
  return pages.flatMap((page) => page.list);
}
