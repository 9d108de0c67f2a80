import { listRooms } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { hostelKeys } from './hostel-keys';

/** `GET /api/school/hostel_room`: the rooms with beds occupied and left (the first 100). */
export function useRoomsQuery() {
  return useQuery({
    queryKey: hostelKeys.rooms,
    queryFn: ({ signal }) => apiCall(listRooms, { query: { skip: 0, limit: 100 }, signal }),
  });
}
