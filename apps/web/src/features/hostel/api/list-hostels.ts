import { listHostels } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { hostelKeys } from './hostel-keys';

/** `GET /api/school/hostel`: the hostels for a drop-down (the spec's 20 with skip 0). */
export function useHostelOptionsQuery() {
  return useQuery({
    queryKey: hostelKeys.hostels,
    queryFn: ({ signal }) => apiCall(listHostels, { query: { skip: 0, limit: 20 }, signal }),
  });
}
