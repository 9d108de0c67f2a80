import { allocationPageSize, listFeeResidents, type ResidentKind } from '@shala/contracts';
import { useCountedPages } from '../../../ui/data-table/use-counted-pages';
import { hostelKeys } from './hostel-keys';

export interface AllocationSearch {
  session_id: number;
  hostel_id: number;
  for: ResidentKind;
}

/** `GET /api/school/hostel_payment/residents`: the active residents of a hostel with fee terms. */
export const useAllocationsQuery = (search: AllocationSearch | null) =>
  useCountedPages(listFeeResidents, {
    key: hostelKeys.allocations(search ?? {}),
    input:
      search === null
        ? null
        : (skip) => ({
            query: { ...search, include_discontinued: 'false', skip, limit: allocationPageSize },
          }),
  });
