import { listStaff } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { routePagesOptions } from '../../../platform/api/route-query';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { type StaffFilters, staffListQuery } from '../lib/staff-filters';
import { staffUsersKey } from './staff-keys';

/** `GET /api/school/user_list`: staff users, searched and filtered, page after page. */
export const staffListQueryOptions = (filters: StaffFilters) =>
  routePagesOptions(listStaff, {
    key: [...staffUsersKey, 'list', filters],
    input: (skip) => ({ query: staffListQuery(filters, skip) }),
    nextPage: nextSkip,
  });

export const useStaffListQuery = (filters: StaffFilters) =>
  useInfiniteQuery({ ...staffListQueryOptions(filters), placeholderData: keepPreviousData });
