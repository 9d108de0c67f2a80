import { searchStudents } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { feeCollectionKeys } from './fee-collection-keys';

/** `GET /api/school/admin/students`: the students of a class (and section) for the picker. */
export function useClassStudentsQuery(filters: {
  classId: number | null;
  sectionId: number | null;
  search: string;
}) {
  return useQuery({
    queryKey: feeCollectionKeys.students(filters),
    queryFn: ({ signal }) =>
      apiCall(searchStudents, {
        query: {
          class_id: filters.classId ?? undefined,
          section_id: filters.sectionId ?? undefined,
          searchBy: filters.search || undefined,
        },
        signal,
        silent: true,
      }),
    enabled: filters.classId !== null || filters.search.length > 1,
  });
}
