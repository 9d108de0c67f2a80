import { hostelPageSize, listRooms } from '@shala/contracts';
import { apiCall } from '../../../platform/api/api-client';
import { useCountedPages } from '../../../ui/data-table/use-counted-pages';
import { hostelKeys } from './hostel-keys';

/** `GET /api/school/hostel_room`: the rooms with beds occupied and left, 15 a page. */
export const useRoomsQuery = () =>
  useCountedPages(hostelKeys.rooms, (skip, signal) =>
    apiCall(listRooms, { query: { skip, limit: hostelPageSize }, signal }),
  );
