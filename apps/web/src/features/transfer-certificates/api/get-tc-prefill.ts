import { getTcPrefill } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { tcKey } from './tc-keys';

/** `GET /api/school/transfer_certificate/student/{id}`: the prefilled form and the no-dues check. */
export function useTcPrefillQuery(studentId: number | null) {
  return useQuery({
    queryKey: [...tcKey, 'prefill', studentId],
    queryFn: ({ signal }) => apiCall(getTcPrefill, { params: { student_id: studentId! }, signal }),
    enabled: studentId !== null,
  });
}
