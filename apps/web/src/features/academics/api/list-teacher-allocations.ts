import { listTeacherAllocations } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { academicsKeys } from './academics-keys';

interface AllocationFilters {
  sessionId: number | null;
  kind: 'class' | 'subject';
  /** Only this class's allocations. */
  classId?: number | null;
}

/** `GET /api/school/teacher_allocation`: class or subject teachers of a session; idle without one. */
export function useTeacherAllocationsQuery({ sessionId, kind, classId }: AllocationFilters) {
  const waiting = sessionId === null || classId === null;
  return useQuery({
    queryKey: [...academicsKeys.teacherAllocations, { sessionId, kind, classId }],
    queryFn: waiting
      ? skipToken
      : ({ signal }) =>
          apiCall(listTeacherAllocations, {
            query: { session_id: sessionId, kind, class_id: classId ?? undefined },
            signal,
          }),
  });
}
