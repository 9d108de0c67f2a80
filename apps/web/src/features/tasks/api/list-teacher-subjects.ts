import { listTeacherSubjects } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { tasksKey } from './tasks-keys';

/** `GET /api/school/teacher/subjects`: the class's subjects (a teacher's own). */
export const teacherSubjectsQueryOptions = (classId: number | null) =>
  routeQueryOptions(listTeacherSubjects, {
    key: [...tasksKey, 'subjects', classId],
    input: classId === null ? null : { query: { class_id: classId } },
    silent: true,
  });

export const useTeacherSubjectsQuery = (classId: number | null) =>
  useQuery(teacherSubjectsQueryOptions(classId));
