import type { DataOf, RouteMeta } from '@shala/contracts';
import { keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { RouteInput } from '../../platform/api/api-client';
import { routePagesOptions } from '../../platform/api/route-query';
import { type CountedPage, nextSkip } from './next-skip';

type RowOf<R> = DataOf<R> extends CountedPage<infer Row> ? Row : never;

/**
 * A `{ list, count }` list route read page by page (spec §9: the next page loads as the list
 * is scrolled): `input` asks for the rows from `skip`; null waits. Answers the query (for
 * `pagedListProps`) and the rows of the pages loaded so far.
 */
export function useCountedPages<R extends RouteMeta>(
  route: R,
  config: {
    key: QueryKey;
    input: ((skip: number) => RouteInput<R>) | null;
    silent?: boolean;
  },
) {
  const query = useInfiniteQuery({
    ...routePagesOptions(route, {
      ...config,
      nextPage: (pages) => nextSkip(pages as CountedPage[]),
    }),
    placeholderData: keepPreviousData,
  });
  const rows: RowOf<R>[] =
    query.data?.pages.flatMap((page) => [...(page as CountedPage<RowOf<R>>).list]) ?? [];
  return { query, rows };
}
