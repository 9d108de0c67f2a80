import { hostelPageSize, listHostels } from '@shala/contracts';
import { apiCall } from '../../../platform/api/api-client';
import { hostelKeys } from './hostel-keys';
import { usePagedHostelList } from './paged-hostel-list';

/** `GET /api/school/hostel`: the Hostel List by name, 15 a page. */
export const useHostelListQuery = () =>
  usePagedHostelList(hostelKeys.hostelList, (skip, signal) =>
    apiCall(listHostels, { query: { skip, limit: hostelPageSize }, signal }),
  );
