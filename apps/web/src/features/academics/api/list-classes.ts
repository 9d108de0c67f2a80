import { listClasses } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { collectPages } from '../../../ui/data-table/collect-pages';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { academicsPageSize, fullPageSize } from '../lib/paging';
import { academicsKeys } from './academics-keys';

/** `GET /api/school/class`: classes in promotion order, searched by name, page after page. */
export function useClassesQuery(search: string) {
  return useInfiniteQuery({
    queryKey: [...academicsKeys.classes, 'list', { search }],
    queryFn: ({ pageParam, signal }) =>
      apiCall(listClasses, {
        query: { search: search || undefined, skip: pageParam, limit: academicsPageSize },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
    placeholderData: keepPreviousData,
  });
}

/** Every class in promotion order: for the order editor. */
export function useAllClassesQuery(enabled = true) {
  return useQuery({
    queryKey: [...academicsKeys.classes, 'all'],
    queryFn: ({ signal }) =>
      collectPages((skip) =>
        apiCall(listClasses, { query: { skip, limit: fullPageSize }, signal }),
      ),
    enabled,
  });
}
