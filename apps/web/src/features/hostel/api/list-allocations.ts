import { listFeeResidents, type ResidentKind } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { hostelKeys } from './hostel-keys';

export interface AllocationSearch {
  session_id: number;
  hostel_id: number;
  for: ResidentKind;
}

/** `GET /api/school/hostel_payment/residents`: the active residents of a hostel with fee terms. */
export function useAllocationsQuery(search: AllocationSearch | null) {
  return useQuery({
    queryKey: hostelKeys.allocations(search ?? {}),
    queryFn: ({ signal }) =>
      apiCall(listFeeResidents, {
        query: { ...search!, include_discontinued: 'false', limit: 100 },
        signal,
      }),
    enabled: search !== null,
  });
}
