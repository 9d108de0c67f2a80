import { getClassList } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import type { ClassChoice } from '../lib/class-choice';
import { studentsKey } from './student-keys';

export const classListKey = (choice: ClassChoice | null, sessionId?: number | null) =>
  [...studentsKey, 'class-list', choice, sessionId ?? 'current'] as const;

/**
 * `GET /api/school/classwise_student_details/list`: the active students of one class and
 * section by roll number; idle until the class (and its section, when it has any) is chosen.
 */
export function useClassListQuery(choice: ClassChoice | null, sessionId?: number | null) {
  return useQuery({
    queryKey: classListKey(choice, sessionId),
    queryFn:
      choice === null
        ? skipToken
        : ({ signal }) =>
            apiCall(getClassList, {
              query: {
                class_id: choice.classId,
                section_id: choice.sectionId ?? undefined,
                session_id: sessionId ?? undefined,
              },
              signal,
            }),
  });
}
