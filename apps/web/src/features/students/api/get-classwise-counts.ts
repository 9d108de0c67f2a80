import { getClasswiseCounts } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { studentsKey } from './student-keys';

/** `GET /api/school/classwise_student_details`: boys, girls and total per class and section. */
export const classwiseCountsQueryOptions = (sessionId: number | null) =>
  routeQueryOptions(getClasswiseCounts, {
    key: [...studentsKey, 'classwise', sessionId ?? 'current'],
    input: { query: { session_id: sessionId ?? undefined } },
  });

export const useClasswiseCountsQuery = (sessionId: number | null) =>
  useQuery(classwiseCountsQueryOptions(sessionId));
