import { getAssignedBooksForParent } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { libraryKeys } from './library-keys';

/** `GET /api/school/admin/GetAssignBookForParent`: a child's books of the current session. */
export function useChildBooksQuery(studentId: number | null) {
  return useQuery({
    queryKey: libraryKeys.childBooks(studentId),
    queryFn:
      studentId === null
        ? skipToken
        : ({ signal }) =>
            apiCall(getAssignedBooksForParent, { query: { student_id: studentId }, signal }),
  });
}
