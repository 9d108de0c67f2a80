import { listSchools } from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { routePagesOptions, routeQueryOptions } from '../../../platform/api/route-query';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { schoolPageSize } from '../lib/paging';
import type { SchoolStatus } from '../lib/school-status';
import { schoolsKey } from './school-keys';

export interface SchoolListFilters {
  search: string;
  status: SchoolStatus | null;
}

/** `GET /api/super-admin/school`, page after page as the table scrolls. */
export const schoolListQueryOptions = ({ search, status }: SchoolListFilters) =>
  routePagesOptions(listSchools, {
    key: [...schoolsKey, 'list', { search, status }],
    input: (skip) => ({
      query: {
        search: search || undefined,
        status: status ?? undefined,
        skip,
        limit: schoolPageSize,
      },
    }),
    nextPage: nextSkip,
  });

export const useSchoolListQuery = (filters: SchoolListFilters) =>
  useInfiniteQuery(schoolListQueryOptions(filters));

/** Schools to pick from in a searchable select: the first matches by name or subdomain. */
export const schoolOptionsQueryOptions = (search: string) =>
  routeQueryOptions(listSchools, {
    key: [...schoolsKey, 'options', search],
    input: { query: { search: search || undefined, limit: 20 } },
  });

export const useSchoolOptionsQuery = (search: string) =>
  useQuery({ ...schoolOptionsQueryOptions(search), placeholderData: keepPreviousData });
