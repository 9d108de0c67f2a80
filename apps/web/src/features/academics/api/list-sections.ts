import { listSections } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { collectPages } from '../../../ui/data-table/collect-pages';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { academicsPageSize, fullPageSize } from '../lib/paging';
import { academicsKeys } from './academics-keys';

/** `GET /api/school/section`: sections by name, searched, page after page. */
export function useSectionsQuery(search: string) {
  return useInfiniteQuery({
    queryKey: [...academicsKeys.sections, 'list', { search }],
    queryFn: ({ pageParam, signal }) =>
      apiCall(listSections, {
        query: { search: search || undefined, skip: pageParam, limit: academicsPageSize },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
    placeholderData: keepPreviousData,
  });
}

/** Every section of the school: the choices of the class-section screen. */
export function useAllSectionsQuery() {
  return useQuery({
    queryKey: [...academicsKeys.sections, 'all'],
    queryFn: ({ signal }) =>
      collectPages((skip) =>
        apiCall(listSections, { query: { skip, limit: fullPageSize }, signal }),
      ),
  });
}
