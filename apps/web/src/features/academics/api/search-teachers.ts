import { searchUsers } from '@shala/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { academicsKeys } from './academics-keys';

/**
 * `GET /api/common/users?type=staff`: up to 20 active teachers by name. Any school user may
 * call it, so a role given only the allocation pages can still pick teachers.
 */
export function useTeacherSearchQuery(search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...academicsKeys.teachers, search],
    queryFn: ({ signal }) =>
      apiCall(searchUsers, {
        query: { type: 'staff', search: search || undefined },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
