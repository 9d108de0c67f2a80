import { getAssignedTeachers } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../platform/api/route-query';
import { lookupsKey } from './lookup-keys';

interface ChildPlace {
  session_id: number;
  class_id: number;
  section_id: number | null;
  student_id: number;
}

/** The class teacher and subject teachers of a child's class and section. */
export const assignedTeachersQueryOptions = (place: ChildPlace | null) =>
  routeQueryOptions(getAssignedTeachers, {
    key: [...lookupsKey, 'assigned-teachers', place],
    input:
      place === null ? null : { query: { ...place, section_id: place.section_id ?? undefined } },
    silent: true,
  });

export const useAssignedTeachersQuery = (place: ChildPlace | null) =>
  useQuery(assignedTeachersQueryOptions(place));
