import { listTc, type QueryOf } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { tcKey } from './tc-keys';

/** `GET /api/school/transfer_certificate`: the report. */
export function useTcReportQuery(query: QueryOf<typeof listTc> | null) {
  return useQuery({
    queryKey: [...tcKey, 'report', query],
    queryFn: ({ signal }) => apiCall(listTc, { query: query!, signal }),
    enabled: query !== null,
  });
}
