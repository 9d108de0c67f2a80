import { getPlatformDashboard } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { schoolsKey } from './school-keys';

/** `GET /api/super-admin/dashboard`: school and user counts, and the newest schools. */
export function usePlatformDashboardQuery() {
  return useQuery({
    queryKey: [...schoolsKey, 'dashboard'],
    queryFn: ({ signal }) => apiCall(getPlatformDashboard, { signal }),
  });
}
