import { getClasswiseCounts } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { studentsKey } from './student-keys';

/** `GET /api/school/classwise_student_details`: boys, girls and total per class and section. */
export function useClasswiseCountsQuery(sessionId: number | null) {
  return useQuery({
    queryKey: [...studentsKey, 'classwise', sessionId ?? 'current'],
    queryFn: ({ signal }) =>
      apiCall(getClasswiseCounts, { query: { session_id: sessionId ?? undefined }, signal }),
  });
}
