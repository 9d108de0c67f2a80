import { listSchoolUsers } from '@shala/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { routePagesOptions } from '../../../platform/api/route-query';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { schoolPageSize } from '../lib/paging';
import { schoolsKey } from './school-keys';

export interface SchoolUserFilters {
  search: string;
  schoolId: number | null;
  roleId: number | null;
}

/** `GET /api/super-admin/school-users`, page after page as the table scrolls. */
export const schoolUsersQueryOptions = ({ search, schoolId, roleId }: SchoolUserFilters) =>
  routePagesOptions(listSchoolUsers, {
    key: [...schoolsKey, 'users', { search, schoolId, roleId }],
    input: (skip) => ({
      query: {
        search: search || undefined,
        school_id: schoolId ?? undefined,
        role_id: roleId ?? undefined,
        skip,
        limit: schoolPageSize,
      },
    }),
    nextPage: nextSkip,
  });

export const useSchoolUsersQuery = (filters: SchoolUserFilters) =>
  useInfiniteQuery(schoolUsersQueryOptions(filters));
