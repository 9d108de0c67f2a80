import { listWardens } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { hostelKeys } from './hostel-keys';

/** `GET /api/school/hostel/wardens`: users of the warden role, as options. */
export function useWardenOptionsQuery() {
  return useQuery({
    queryKey: hostelKeys.wardens,
    queryFn: ({ signal }) => apiCall(listWardens, { signal }),
  });
}
