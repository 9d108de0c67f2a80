import { getSubjectsOptions } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { optionalSubjectsKey } from './optional-subjects-keys';

/** `GET /api/school/subject/getSubjectsOptions?is_optional=true`: the optional subjects. */
export function useOptionalSubjectsQuery() {
  return useQuery({
    queryKey: [...optionalSubjectsKey, 'subjects'],
    queryFn: ({ signal }) =>
      apiCall(getSubjectsOptions, { query: { is_optional: 'true' }, signal, silent: true }),
  });
}
