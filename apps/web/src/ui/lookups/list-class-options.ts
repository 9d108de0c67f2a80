import { getAllClassesOptions } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../platform/api/api-client';
import { lookupsKey } from './lookup-keys';

/** `GET /api/school/class/getAllClassesOptions`: classes in promotion order (silent on failure). */
export function useClassOptionsQuery() {
  return useQuery({
    queryKey: [...lookupsKey, 'classes'],
    queryFn: ({ signal }) => apiCall(getAllClassesOptions, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}
