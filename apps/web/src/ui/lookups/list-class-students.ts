import { searchStudentsByClassAndSection } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../platform/api/api-client';
import { lookupsKey } from './lookup-keys';

/** Active students of a class (and section) in the current session, by roll number. */
export function useClassStudentsQuery(classId: number | null, sectionId: number | null) {
  return useQuery({
    queryKey: [...lookupsKey, 'class-students', classId, sectionId],
    queryFn:
      classId === null
        ? skipToken
        : ({ signal }) =>
            apiCall(searchStudentsByClassAndSection, {
              query: { class_id: classId, section_id: sectionId ?? undefined },
              signal,
              silent: true,
            }).then((answer) => answer.Students),
  });
}
