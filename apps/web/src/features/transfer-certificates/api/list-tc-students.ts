import { listTcStudents, type QueryOf } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { tcKey } from './tc-keys';

/** `GET /api/school/transfer_certificate/students`: the generate screen's students. */
export function useTcStudentsQuery(query: QueryOf<typeof listTcStudents> | null) {
  return useQuery({
    queryKey: [...tcKey, 'students', query],
    queryFn: ({ signal }) => apiCall(listTcStudents, { query: query!, signal, silent: true }),
    enabled: query !== null,
  });
}
