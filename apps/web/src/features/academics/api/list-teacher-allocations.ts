import { listTeacherAllocations } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { academicsKeys } from './academics-keys';

interface AllocationFilters {
  sessionId: number | null;
  kind: 'class' | 'subject';
  /** Only this class's allocations. */
  classId?: number | null;
}

/** `GET /api/school/teacher_allocation`: class or subject teachers of a session; idle without one. */
export const teacherAllocationsQueryOptions = ({ sessionId, kind, classId }: AllocationFilters) =>
  routeQueryOptions(listTeacherAllocations, {
    key: [...academicsKeys.teacherAllocations, { sessionId, kind, classId }],
    input:
      sessionId === null || classId === null
        ? null
        : { query: { session_id: sessionId, kind, class_id: classId ?? undefined } },
  });

export const useTeacherAllocationsQuery = (filters: AllocationFilters) =>
  useQuery(teacherAllocationsQueryOptions(filters));
