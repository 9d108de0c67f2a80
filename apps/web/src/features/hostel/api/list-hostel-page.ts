import { hostelPageSize, listHostels } from '@shala/contracts';
import { useCountedPages } from '../../../ui/data-table/use-counted-pages';
import { hostelKeys } from './hostel-keys';

/** `GET /api/school/hostel`: the Hostel List by name, 15 a page. */
export const useHostelListQuery = () =>
  useCountedPages(listHostels, {
    key: hostelKeys.hostelList,
    input: (skip) => ({ query: { skip, limit: hostelPageSize } }),
  });
