import { listHostels } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { hostelKeys } from './hostel-keys';

/** `GET /api/school/hostel`: the Hostel List (the first 100 hostels by name). */
export function useHostelListQuery() {
  return useQuery({
    queryKey: hostelKeys.hostelList,
    queryFn: ({ signal }) => apiCall(listHostels, { query: { skip: 0, limit: 100 }, signal }),
  });
}
