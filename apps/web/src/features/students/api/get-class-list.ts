import { getClassList } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import type { ClassChoice } from '../lib/class-choice';
import { studentsKey } from './student-keys';

export const classListKey = (choice: ClassChoice | null, sessionId?: number | null) =>
  [...studentsKey, 'class-list', choice, sessionId ?? 'current'] as const;

/**
 * `GET /api/school/classwise_student_details/list`: the active students of one class and
 * section by roll number; idle until the class (and its section, when it has any) is chosen.
 */
export const classListQueryOptions = (choice: ClassChoice | null, sessionId?: number | null) =>
  routeQueryOptions(getClassList, {
    key: classListKey(choice, sessionId),
    input:
      choice === null
        ? null
        : {
            query: {
              class_id: choice.classId,
              section_id: choice.sectionId ?? undefined,
              session_id: sessionId ?? undefined,
            },
          },
  });

export const useClassListQuery = (choice: ClassChoice | null, sessionId?: number | null) =>
  useQuery(classListQueryOptions(choice, sessionId));
