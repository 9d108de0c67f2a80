import type { QueryOf, RouteMeta } from '@shala/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { feeCollectionKeys } from './fee-collection-keys';

/** Rows a page of the fee reports holds (load more on scroll). */
export const reportPageSize = 50;

type PagedRoute = RouteMeta;

/** One of the paged fee lists (collections, defaulters, waivers, concessions) by its filters. */
export function usePagedReport<R extends PagedRoute, Row>(
  route: R,
  filters: Omit<QueryOf<R>, 'skip' | 'limit'>,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey: feeCollectionKeys.list(route.id, filters),
    queryFn: async ({ pageParam, signal }) =>
      (await apiCall(route, {
        query: { ...filters, skip: pageParam, limit: reportPageSize },
        signal,
      } as never)) as { list: Row[]; count: number },
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
    enabled,
  });
}
