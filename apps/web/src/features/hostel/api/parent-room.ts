import { parentRoomCard } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { hostelKeys } from './hostel-keys';

/** `GET /api/school/room_allocation/room_parent`: the child's room this session, or null. */
export function useParentRoomQuery(studentId: number | null) {
  return useQuery({
    queryKey: hostelKeys.parentRoom(studentId),
    queryFn: ({ signal }) =>
      apiCall(parentRoomCard, { query: { user_id: studentId! }, signal, silent: true }),
    enabled: studentId !== null,
  });
}
