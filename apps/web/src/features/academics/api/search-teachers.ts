import { searchUsers } from '@shala/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { academicsKeys } from './academics-keys';

/**
 * `GET /api/common/users?type=staff`: up to 20 active teachers by name. Any school user may
 * call it, so a role given only the allocation pages can still pick teachers.
 */
export const teacherSearchQueryOptions = (search: string) =>
  routeQueryOptions(searchUsers, {
    key: [...academicsKeys.teachers, search],
    input: { query: { type: 'staff', search: search || undefined } },
  });

export const useTeacherSearchQuery = (search: string, enabled: boolean) =>
  useQuery({
    ...teacherSearchQueryOptions(search),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
