import { listDesignations } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { designationsKey } from './staff-keys';

/** `GET /api/school/designations`: every designation with its roles and holder count. */
export function useDesignationsQuery() {
  return useQuery({
    queryKey: designationsKey,
    queryFn: ({ signal }) => apiCall(listDesignations, { signal }),
  });
}
