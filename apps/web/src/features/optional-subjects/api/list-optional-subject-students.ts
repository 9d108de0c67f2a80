import { listOptionalSubjectStudents } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { optionalSubjectsKey } from './optional-subjects-keys';

export interface ClassChoice {
  classId: number;
  sectionId: number | null;
}

/** `POST /api/school/optional_subject` {filterData}: the class's students and their subject. */
export const optionalSubjectStudentsQueryOptions = (choice: ClassChoice | null) =>
  routeQueryOptions(listOptionalSubjectStudents, {
    key: [...optionalSubjectsKey, 'students', choice],
    input:
      choice === null
        ? null
        : { body: { filterData: { class_id: choice.classId, section_id: choice.sectionId } } },
    silent: true,
  });

export const useOptionalSubjectStudentsQuery = (choice: ClassChoice | null) =>
  useQuery(optionalSubjectStudentsQueryOptions(choice));
