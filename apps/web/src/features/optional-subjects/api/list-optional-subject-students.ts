import { listOptionalSubjectStudents } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { optionalSubjectsKey } from './optional-subjects-keys';

export interface ClassChoice {
  classId: number;
  sectionId: number | null;
}

/** `POST /api/school/optional_subject` {filterData}: the class's students and their subject. */
export function useOptionalSubjectStudentsQuery(choice: ClassChoice | null) {
  return useQuery({
    queryKey: [...optionalSubjectsKey, 'students', choice],
    queryFn: ({ signal }) =>
      apiCall(listOptionalSubjectStudents, {
        body: { filterData: { class_id: choice!.classId, section_id: choice!.sectionId } },
        signal,
        silent: true,
      }),
    enabled: choice !== null,
  });
}
