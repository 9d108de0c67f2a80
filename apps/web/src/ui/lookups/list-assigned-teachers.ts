import { getAssignedTeachers } from '@shala/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../platform/api/api-client';
import { lookupsKey } from './lookup-keys';

/** The class teacher and subject teachers of a child's class and section. */
export function useAssignedTeachersQuery(
  place: {
    session_id: number;
    class_id: number;
    section_id: number | null;
    student_id: number;
  } | null,
) {
  return useQuery({
    queryKey: [...lookupsKey, 'assigned-teachers', place],
    queryFn:
      place === null
        ? skipToken
        : ({ signal }) =>
            apiCall(getAssignedTeachers, {
              query: { ...place, section_id: place.section_id ?? undefined },
              signal,
              silent: true,
            }),
  });
}
