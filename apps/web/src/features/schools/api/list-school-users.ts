import { listSchoolUsers } from '@shala/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { schoolPageSize } from '../lib/paging';
import { schoolsKey } from './school-keys';

export interface SchoolUserFilters {
  search: string;
  schoolId: number | null;
  roleId: number | null;
}

/** `GET /api/super-admin/school-users`, page after page as the table scrolls. */
export function useSchoolUsersQuery({ search, schoolId, roleId }: SchoolUserFilters) {
  return useInfiniteQuery({
    queryKey: [...schoolsKey, 'users', { search, schoolId, roleId }],
    queryFn: ({ pageParam, signal }) =>
      apiCall(listSchoolUsers, {
        query: {
          search: search || undefined,
          school_id: schoolId ?? undefined,
          role_id: roleId ?? undefined,
          skip: pageParam,
          limit: schoolPageSize,
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });
}
