import { hostelPageSize, listRooms } from '@shala/contracts';
import { useCountedPages } from '../../../ui/data-table/use-counted-pages';
import { hostelKeys } from './hostel-keys';

/** `GET /api/school/hostel_room`: the rooms with beds occupied and left, 15 a page. */
export const useRoomsQuery = () =>
  useCountedPages(listRooms, {
    key: hostelKeys.rooms,
    input: (skip) => ({ query: { skip, limit: hostelPageSize } }),
  });
