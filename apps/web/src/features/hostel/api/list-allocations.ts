import { allocationPageSize, listFeeResidents, type ResidentKind } from '@shala/contracts';
import { apiCall } from '../../../platform/api/api-client';
import { useCountedPages } from '../../../ui/data-table/use-counted-pages';
import { hostelKeys } from './hostel-keys';

export interface AllocationSearch {
  session_id: number;
  hostel_id: number;
  for: ResidentKind;
}

/** `GET /api/school/hostel_payment/residents`: the active residents of a hostel with fee terms. */
export const useAllocationsQuery = (search: AllocationSearch | null) =>
  useCountedPages(
    hostelKeys.allocations(search ?? {}),
    (skip, signal) =>
      apiCall(listFeeResidents, {
        query: { ...search!, include_discontinued: 'false', skip, limit: allocationPageSize },
        signal,
      }),
    search !== null,
  );
