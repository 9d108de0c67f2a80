import { listSections } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { routePagesOptions } from '../../../platform/api/route-query';
import { collectPages } from '../../../ui/data-table/collect-pages';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { academicsPageSize, fullPageSize } from '../lib/paging';
import { academicsKeys } from './academics-keys';

/** `GET /api/school/section`: sections by name, searched, page after page. */
export const sectionsQueryOptions = (search: string) =>
  routePagesOptions(listSections, {
    key: [...academicsKeys.sections, 'list', { search }],
    input: (skip) => ({
      query: { search: search || undefined, skip, limit: academicsPageSize },
    }),
    nextPage: nextSkip,
  });

export const useSectionsQuery = (search: string) =>
  useInfiniteQuery({ ...sectionsQueryOptions(search), placeholderData: keepPreviousData });

/** Every section of the school (every page of the same route): the class-section screen's choices. */
export function useAllSectionsQuery() {
  return useQuery({
    queryKey: [...academicsKeys.sections, 'all'],
    queryFn: ({ signal }) =>
      collectPages((skip) =>
        apiCall(listSections, { query: { skip, limit: fullPageSize }, signal }),
      ),
  });
}
