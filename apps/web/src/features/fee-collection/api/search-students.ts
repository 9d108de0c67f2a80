import { searchStudents } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { feeCollectionKeys } from './fee-collection-keys';

interface StudentFilters {
  classId: number | null;
  sectionId: number | null;
  search: string;
}

/** `GET /api/school/admin/students`: the students of a class (and section) for the picker. */
export const classStudentsQueryOptions = (filters: StudentFilters) =>
  routeQueryOptions(searchStudents, {
    key: feeCollectionKeys.students(filters),
    input:
      filters.classId !== null || filters.search.length > 1
        ? {
            query: {
              class_id: filters.classId ?? undefined,
              section_id: filters.sectionId ?? undefined,
              searchBy: filters.search || undefined,
            },
          }
        : null,
    silent: true,
  });

export const useClassStudentsQuery = (filters: StudentFilters) =>
  useQuery(classStudentsQueryOptions(filters));
