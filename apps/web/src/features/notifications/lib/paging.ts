import { type CountedPage, nextSkip } from '../../../ui/data-table/next-skip';

/**
 * The next page number of a limit/page list (page 1 first), or undefined when every item
 * is loaded: the same rule as `nextSkip`, counted in pages.
 */
export function nextPage(pages: readonly CountedPage[]): number | undefined {
  return nextSkip(pages) === undefined ? undefined : pages.length + 1;
}
