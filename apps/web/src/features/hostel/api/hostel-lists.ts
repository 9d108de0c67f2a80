import {
  hostelDefaulters,
  hostelReport,
  type ResidentKind,
  reportPageSize,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { useCountedPages } from '../../../ui/data-table/use-counted-pages';
import { hostelKey, hostelKeys } from './hostel-keys';

export interface HostelListSearch {
  session_id: number;
  hostel_id?: number;
  for: ResidentKind;
}

/** `GET /api/school/hostel_payment/defaulter`: residents with months past their last day unpaid. */
export function useDefaultersQuery(search: HostelListSearch | null) {
  return useQuery({
    queryKey: hostelKeys.defaulters(search ?? {}),
    queryFn: ({ signal }) => apiCall(hostelDefaulters, { query: search!, signal }),
    enabled: search !== null,
  });
}

/** `GET /api/school/room_allocation/hostel`: the Hostel Report, 20 residents a page. */
export const useHostelReportQuery = (search: (HostelListSearch & { hostel_id: number }) | null) =>
  useCountedPages(
    [...hostelKey, 'report', search],
    (skip, signal) =>
      apiCall(hostelReport, {
        query: { ...search!, limit: reportPageSize, page_number: skip / reportPageSize + 1 },
        signal,
      }),
    search !== null,
  );
