import { getAssignedBooksForParent } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { libraryKeys } from './library-keys';

/** `GET /api/school/admin/GetAssignBookForParent`: a child's books of the current session. */
export const childBooksQueryOptions = (studentId: number | null) =>
  routeQueryOptions(getAssignedBooksForParent, {
    key: libraryKeys.childBooks(studentId),
    input: studentId === null ? null : { query: { student_id: studentId } },
  });

export const useChildBooksQuery = (studentId: number | null) =>
  useQuery(childBooksQueryOptions(studentId));
