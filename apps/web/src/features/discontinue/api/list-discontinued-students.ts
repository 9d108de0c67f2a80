import { type DiscontinueFilter, listDiscontinuedStudents } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { discontinueKey } from './discontinue-keys';

/** `GET /api/school/discontinue/student`: the discontinued list of a session. */
export function useDiscontinuedStudentsQuery(filter: DiscontinueFilter) {
  return useQuery({
    queryKey: [...discontinueKey, 'list', filter],
    queryFn: ({ signal }) => apiCall(listDiscontinuedStudents, { query: filter, signal }),
  });
}
