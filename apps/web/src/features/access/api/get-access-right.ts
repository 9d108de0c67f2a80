import { getAccessRight } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { accessRightsKey } from './list-access-rights';

export const accessRightKey = (roleId: number) => [...accessRightsKey, roleId] as const;

/** `GET /api/school/access-right?role_id`: one role's pages; idle until a role is chosen. */
export const accessRightQueryOptions = (roleId: number | null) =>
  routeQueryOptions(getAccessRight, {
    key: accessRightKey(roleId ?? 0),
    input: roleId === null ? null : { query: { role_id: roleId } },
  });

export const useAccessRightQuery = (roleId: number | null) =>
  useQuery(accessRightQueryOptions(roleId));
