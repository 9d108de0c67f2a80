import { listRoleLabels } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { roleLabelsKey } from './staff-keys';

/** `GET /api/school/roles`: the fixed school roles with this school's names. */
export function useRoleLabelsQuery() {
  return useQuery({
    queryKey: roleLabelsKey,
    queryFn: ({ signal }) => apiCall(listRoleLabels, { signal }),
  });
}
