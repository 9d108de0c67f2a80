import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type CountedPage, nextSkip } from '../../../ui/data-table/next-skip';

/**
 * A hostel list read page by page (spec §9: more pages load as the list is scrolled), so a
 * hostel with hundreds of residents shows them all: `fetchPage` asks for the rows from `skip`.
 */
export function usePagedHostelList<Row>(
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
