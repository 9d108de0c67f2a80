import { listStaff } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { type StaffFilters, staffListQuery } from '../lib/staff-filters';
import { staffUsersKey } from './staff-keys';

/** `GET /api/school/user_list`: staff users, searched and filtered, page after page. */
export function useStaffListQuery(filters: StaffFilters) {
  return useInfiniteQuery({
    queryKey: [...staffUsersKey, 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      apiCall(listStaff, { query: staffListQuery(filters, pageParam), signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
    placeholderData: keepPreviousData,
  });
}
