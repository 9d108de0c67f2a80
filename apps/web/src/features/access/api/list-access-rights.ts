import { listAccessRights } from '@shala/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';

export const accessRightsKey = ['access-rights'] as const;

export const accessRightsQueryOptions = () =>
  queryOptions({
    queryKey: accessRightsKey,
    queryFn: ({ signal }) => apiCall(listAccessRights, { signal }),
  });

/** `GET /api/school/access-rights`: every role of the school with its pages. */
export function useAccessRightsQuery() {
  return useQuery(accessRightsQueryOptions());
}
