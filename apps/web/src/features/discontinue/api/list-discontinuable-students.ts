import { type DiscontinueFilter, listDiscontinuableStudents } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { discontinueKey } from './discontinue-keys';

/** `GET /api/school/discontinue`: active students of the chosen class and section. */
export function useDiscontinuableStudentsQuery(filter: DiscontinueFilter, enabled: boolean) {
  return useQuery({
    queryKey: [...discontinueKey, 'students', filter],
    queryFn: ({ signal }) =>
      apiCall(listDiscontinuableStudents, { query: filter, signal, silent: true }),
    enabled,
  });
}
