import { searchStudentsByClassAndSection } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../platform/api/route-query';
import { lookupsKey } from './lookup-keys';

/** Active students of a class (and section) in the current session, by roll number. */
export const classStudentsQueryOptions = (classId: number | null, sectionId: number | null) =>
  routeQueryOptions(searchStudentsByClassAndSection, {
    key: [...lookupsKey, 'class-students', classId, sectionId],
    input:
      classId === null
        ? null
        : { query: { class_id: classId, section_id: sectionId ?? undefined } },
    silent: true,
  });

export const useClassStudentsQuery = (classId: number | null, sectionId: number | null) =>
  useQuery({
    ...classStudentsQueryOptions(classId, sectionId),
    select: (answer) => answer.Students,
  });
