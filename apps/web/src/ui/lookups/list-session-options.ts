import { getSessionListOptions } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../platform/api/api-client';
import { lookupsKey } from './lookup-keys';

/** `GET /api/school/admin/getSessionListOptions`: sessions newest first, with is_current. */
export function useSessionOptionsQuery() {
  return useQuery({
    queryKey: [...lookupsKey, 'sessions'],
    queryFn: ({ signal }) => apiCall(getSessionListOptions, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}
