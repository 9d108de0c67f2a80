import { listRoleDesignations } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { roleDesignationsKey } from './staff-keys';

/** `GET /api/school/role-designations`: every staff role with its designations. */
export function useRoleDesignationsQuery() {
  return useQuery({
    queryKey: roleDesignationsKey,
    queryFn: ({ signal }) => apiCall(listRoleDesignations, { signal }),
  });
}
