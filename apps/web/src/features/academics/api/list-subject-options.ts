import { getSubjectsOptions } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { academicsKeys } from './academics-keys';

/** `GET /api/school/subject/getSubjectsOptions`: every subject of the school, to choose from. */
export function useSubjectOptionsQuery() {
  return useQuery({
    queryKey: [...academicsKeys.subjects, 'options'],
    queryFn: ({ signal }) => apiCall(getSubjectsOptions, { query: {}, signal }),
  });
}
