import { getAccessRight } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { accessRightsKey } from './list-access-rights';

export const accessRightKey = (roleId: number) => [...accessRightsKey, roleId] as const;

/** `GET /api/school/access-right?role_id`: one role's pages; idle until a role is chosen. */
export function useAccessRightQuery(roleId: number | null) {
  return useQuery({
    queryKey: accessRightKey(roleId ?? 0),
    queryFn:
      roleId === null
        ? skipToken
        : ({ signal }) => apiCall(getAccessRight, { query: { role_id: roleId }, signal }),
  });
}
