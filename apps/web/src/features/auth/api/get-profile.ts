import { getProfile } from '@shala/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => apiCall(getProfile, { signal }),
  });

/** `GET /api/common/profile`: the signed-in user's own details. */
export function useProfileQuery() {
  return useQuery(profileQueryOptions());
}
