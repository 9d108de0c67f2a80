import {
  hostelDefaulters,
  hostelReport,
  type ResidentKind,
  reportPageSize,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { useCountedPages } from '../../../ui/data-table/use-counted-pages';
import { hostelKey, hostelKeys } from './hostel-keys';

export interface HostelListSearch {
  session_id: number;
  hostel_id?: number;
  for: ResidentKind;
}

/** `GET /api/school/hostel_payment/defaulter`: residents with months past their last day unpaid. */
export const defaultersQueryOptions = (search: HostelListSearch | null) =>
  routeQueryOptions(hostelDefaulters, {
    key: hostelKeys.defaulters(search ?? {}),
    input: search === null ? null : { query: search },
  });

export const useDefaultersQuery = (search: HostelListSearch | null) =>
  useQuery(defaultersQueryOptions(search));

/** `GET /api/school/room_allocation/hostel`: the Hostel Report, 20 residents a page. */
export const useHostelReportQuery = (search: (HostelListSearch & { hostel_id: number }) | null) =>
  useCountedPages(hostelReport, {
    key: [...hostelKey, 'report', search],
    input:
      search === null
        ? null
        : (skip) => ({
            query: { ...search, limit: reportPageSize, page_number: skip / reportPageSize + 1 },
          }),
  });
