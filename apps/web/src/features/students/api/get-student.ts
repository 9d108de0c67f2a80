import { getStudent } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { studentsKey } from './student-keys';

export const studentKey = (studentId: number) => [...studentsKey, 'detail', studentId] as const;

/** `GET /api/school/student/:id`: the student with parents and class history; idle without an id. */
export function useStudentQuery(studentId: number | null) {
  return useQuery({
    queryKey: studentKey(studentId ?? 0),
    queryFn:
      studentId === null
        ? skipToken
        : ({ signal }) => apiCall(getStudent, { params: { id: studentId }, signal }),
  });
}
