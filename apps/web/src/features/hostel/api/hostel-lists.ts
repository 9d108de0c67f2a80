import { hostelDefaulters, hostelReport, type ResidentKind } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
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

/** `GET /api/school/room_allocation/hostel`: the Hostel Report (the first 100 residents). */
export function useHostelReportQuery(search: (HostelListSearch & { hostel_id: number }) | null) {
  return useQuery({
    queryKey: [...hostelKey, 'report', search],
    queryFn: ({ signal }) =>
      apiCall(hostelReport, { query: { ...search!, limit: 100, page_number: 1 }, signal }),
    enabled: search !== null,
  });
}
