import { hostelPageSize, listRooms } from '@shala/contracts';
import { apiCall } from '../../../platform/api/api-client';
import { hostelKeys } from './hostel-keys';
import { usePagedHostelList } from './paged-hostel-list';

/** `GET /api/school/hostel_room`: the rooms with beds occupied and left, 15 a page. */
export const useRoomsQuery = () =>
  usePagedHostelList(hostelKeys.rooms, (skip, signal) =>
    apiCall(listRooms, { query: { skip, limit: hostelPageSize }, signal }),
  );
