import { hostelPageSize, listHostels } from '@shala/contracts';
import { apiCall } from '../../../platform/api/api-client';
import { useCountedPages } from '../../../ui/data-table/use-counted-pages';
import { hostelKeys } from './hostel-keys';

/** `GET /api/school/hostel`: the Hostel List by name, 15 a page. */
export const useHostelListQuery = () =>
  useCountedPages(hostelKeys.hostelList, (skip, signal) =>
    apiCall(listHostels, { query: { skip, limit: hostelPageSize }, signal }),
  );
