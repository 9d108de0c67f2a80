import { getSubjectsOptions, getUsersOfRole, roleIds } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { timetableKey } from './timetable-keys';

/** The school's active teachers, for the teacher selects. */
export const teachersQueryOptions = () =>
  routeQueryOptions(getUsersOfRole, {
    key: [...timetableKey, getUsersOfRole.id, { selectedRole: roleIds.teacher }],
    input: { query: { selectedRole: roleIds.teacher } },
    silent: true,
  });

/** The school's active teachers as select options. */
export function useTeacherOptions() {
  const teachers = useQuery(teachersQueryOptions());
  return (teachers.data ?? []).map((t) => ({ value: String(t.user_id), label: t.full_name }));
}

/** The school's subjects, for the cell editor. */
export const subjectsQueryOptions = () =>
  routeQueryOptions(getSubjectsOptions, {
    key: [...timetableKey, getSubjectsOptions.id, {}],
    input: { query: {} },
    silent: true,
  });

/** The school's subjects as select options. */
export function useSubjectOptions() {
  const subjects = useQuery(subjectsQueryOptions());
  return (subjects.data ?? []).map((s) => ({ value: String(s.value), label: s.label }));
}
