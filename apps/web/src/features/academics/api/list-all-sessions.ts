import { getSessions } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { academicsKeys } from './academics-keys';

/** `GET /api/school/admin/GetSessions`: every main session with its dates: a sub-session's parents. */
export function useAllSessionsQuery() {
  return useQuery({
    queryKey: [...academicsKeys.sessions, 'all'],
    queryFn: ({ signal }) => apiCall(getSessions, { signal }),
  });
}
