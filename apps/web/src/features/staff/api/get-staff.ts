import { getStaff } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { staffUsersKey } from './staff-keys';

export const staffUserKey = (id: number) => [...staffUsersKey, 'detail', id] as const;

/** `GET /api/school/user/:id`: one staff user for editing; idle without an id. Silent: the page says "not found". */
export const staffQueryOptions = (id: number | null) =>
  routeQueryOptions(getStaff, {
    key: staffUserKey(id ?? 0),
    input: id === null ? null : { params: { id } },
    silent: true,
  });

export const useStaffQuery = (id: number | null) =>
  useQuery({ ...staffQueryOptions(id), retry: false });
