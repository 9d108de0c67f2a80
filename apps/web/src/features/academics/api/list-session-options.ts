import { getSessionListOptions } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { academicsKeys } from './academics-keys';

/** `GET /api/school/admin/getSessionListOptions`: main sessions with is_current, newest first. */
export function useSessionOptionsQuery() {
  return useQuery({
    queryKey: academicsKeys.sessionOptions,
    queryFn: ({ signal }) => apiCall(getSessionListOptions, { signal }),
  });
}
