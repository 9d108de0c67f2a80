import { listClasses } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { routePagesOptions } from '../../../platform/api/route-query';
import { collectPages } from '../../../ui/data-table/collect-pages';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { academicsPageSize, fullPageSize } from '../lib/paging';
import { academicsKeys } from './academics-keys';

/** `GET /api/school/class`: classes in promotion order, searched by name, page after page. */
export const classesQueryOptions = (search: string) =>
  routePagesOptions(listClasses, {
    key: [...academicsKeys.classes, 'list', { search }],
    input: (skip) => ({
      query: { search: search || undefined, skip, limit: academicsPageSize },
    }),
    nextPage: nextSkip,
  });

export const useClassesQuery = (search: string) =>
  useInfiniteQuery({ ...classesQueryOptions(search), placeholderData: keepPreviousData });

/** Every class in promotion order (every page of the same route): for the order editor. */
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
