import { parentRoomCard } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { hostelKeys } from './hostel-keys';

/** `GET /api/school/room_allocation/room_parent`: the child's room this session, or null. */
export const parentRoomQueryOptions = (studentId: number | null) =>
  routeQueryOptions(parentRoomCard, {
    key: hostelKeys.parentRoom(studentId),
    input: studentId === null ? null : { query: { user_id: studentId } },
    silent: true,
  });

export const useParentRoomQuery = (studentId: number | null) =>
  useQuery(parentRoomQueryOptions(studentId));
