import { listSchools } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { schoolPageSize } from '../lib/paging';
import type { SchoolStatus } from '../lib/school-status';
import { schoolsKey } from './school-keys';

export interface SchoolListFilters {
  search: string;
  status: SchoolStatus | null;
}

/** `GET /api/super-admin/school`, page after page as the table scrolls. */
export function useSchoolListQuery({ search, status }: SchoolListFilters) {
  return useInfiniteQuery({
    queryKey: [...schoolsKey, 'list', { search, status }],
    queryFn: ({ pageParam, signal }) =>
      apiCall(listSchools, {
        query: {
          search: search || undefined,
          status: status ?? undefined,
          skip: pageParam,
          limit: schoolPageSize,
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });
}

/** Schools to pick from in a searchable select: the first matches by name or subdomain. */
export function useSchoolOptionsQuery(search: string) {
  return useQuery({
    queryKey: [...schoolsKey, 'options', search],
    queryFn: ({ signal }) =>
      apiCall(listSchools, { query: { search: search || undefined, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}
