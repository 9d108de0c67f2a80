import { listTeacherSubjects } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { tasksKey } from './tasks-keys';

/** `GET /api/school/teacher/subjects`: the class's subjects (a teacher's own). */
export function useTeacherSubjectsQuery(classId: number | null) {
  return useQuery({
    queryKey: [...tasksKey, 'subjects', classId],
    queryFn:
      classId === null
        ? skipToken
        : ({ signal }) =>
            apiCall(listTeacherSubjects, { query: { class_id: classId }, signal, silent: true }),
  });
}
