import { getCurrentSession } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../platform/api/api-client';
import { lookupsKey } from './lookup-keys';

/** `GET /api/school/admin/getCurrentSession`: id and name, both null when none is set. */
export function useCurrentSessionQuery() {
  return useQuery({
    queryKey: [...lookupsKey, 'current-session'],
    queryFn: ({ signal }) => apiCall(getCurrentSession, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}
