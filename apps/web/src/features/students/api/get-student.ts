import { getStudent } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { studentsKey } from './student-keys';

export const studentKey = (studentId: number) => [...studentsKey, 'detail', studentId] as const;

/** `GET /api/school/student/:id`: the student with parents and class history; idle without an id. */
export const studentQueryOptions = (studentId: number | null) =>
  routeQueryOptions(getStudent, {
    key: studentKey(studentId ?? 0),
    input: studentId === null ? null : { params: { id: studentId } },
  });

export const useStudentQuery = (studentId: number | null) =>
  useQuery(studentQueryOptions(studentId));
