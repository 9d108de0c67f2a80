import { getStaff } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { staffUsersKey } from './staff-keys';

export const staffUserKey = (id: number) => [...staffUsersKey, 'detail', id] as const;

/** `GET /api/school/user/:id`: one staff user for editing; idle without an id. Silent: the page says "not found". */
export function useStaffQuery(id: number | null) {
  return useQuery({
    queryKey: staffUserKey(id ?? 0),
    queryFn:
      id === null
        ? skipToken
        : ({ signal }) => apiCall(getStaff, { params: { id }, signal, silent: true }),
    retry: false,
  });
}
