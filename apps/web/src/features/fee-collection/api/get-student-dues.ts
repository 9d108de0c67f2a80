import { type FeePlan, getStudentDues } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { feeCollectionKeys } from './fee-collection-keys';

/** `GET /api/school/fee_collection/dues`: a student's dues today, with late fees. */
export function useStudentDuesQuery(
  studentId: number | null,
  sessionId: number | null,
  /** The fee plan to show the structure's dues in while no payment has fixed one. */
  plan: FeePlan | null = null,
) {
  return useQuery({
    queryKey: [...feeCollectionKeys.dues(studentId, sessionId), plan],
    queryFn: ({ signal }) =>
      apiCall(getStudentDues, {
        query: {
          student_id: studentId!,
          session_id: sessionId ?? undefined,
          plan: plan ?? undefined,
        },
        signal,
      }),
    enabled: studentId !== null,
  });
}
