import { type FeePlan, getStudentDues } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { feeCollectionKeys } from './fee-collection-keys';

/**
 * `GET /api/school/fee_collection/dues`: a student's dues today, with late fees. `plan`: the
 * fee plan to show the structure's dues in while no payment has fixed one.
 */
export const studentDuesQueryOptions = (
  studentId: number | null,
  sessionId: number | null,
  plan: FeePlan | null = null,
) =>
  routeQueryOptions(getStudentDues, {
    key: [...feeCollectionKeys.dues(studentId, sessionId), plan],
    input:
      studentId === null
        ? null
        : {
            query: {
              student_id: studentId,
              session_id: sessionId ?? undefined,
              plan: plan ?? undefined,
            },
          },
  });

export const useStudentDuesQuery = (
  studentId: number | null,
  sessionId: number | null,
  plan: FeePlan | null = null,
) => useQuery(studentDuesQueryOptions(studentId, sessionId, plan));
