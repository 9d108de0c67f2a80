import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type CountedPage, nextSkip } from './next-skip';

/**
 * A `{ list, count }` list read page by page (spec §9: the next page loads as the list is
 * scrolled): `fetchPage` asks for the rows from `skip`. Answers the query (for
 * `pagedListProps`) and the rows of the pages loaded so far.
 */
export function useCountedPages<Row>(
  queryKey: readonly unknown[],
  fetchPage: (skip: number, signal: AbortSignal) => Promise<CountedPage<Row>>,
  enabled = true,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
    placeholderData: keepPreviousData,
    enabled,
  });
  const rows: Row[] = query.data?.pages.flatMap((page) => [...page.list]) ?? [];
  return { query, rows };
}
