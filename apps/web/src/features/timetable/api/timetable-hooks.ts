import type { BodyOf, QueryOf, RouteDef } from '@shala/contracts';
import { getSubjectsOptions, getUsersOfRole, roleIds } from '@shala/contracts';
import { useRouteQuery, useRouteSave } from '../../../ui/route-hooks';

/** Root of every timetable query: any write refreshes the grids and lists. */
export const timetableKey = ['timetable'] as const;

/** A GET route of the timetable slice, run once its query is complete. */
export function useTimetableQuery<R extends RouteDef>(route: R, query: QueryOf<R> | null) {
  return useRouteQuery(timetableKey, route, query);
}

/** A write of the timetable slice (body or path id), refreshing every timetable query. */
export function useTimetableSave<R extends RouteDef>(route: R) {
  return useRouteSave(timetableKey, route) as ReturnType<typeof useRouteSave<R>> & {
    mutate: (
      input: { body?: BodyOf<R>; params?: { id: number } },
      options?: { onSuccess?: () => void },
    ) => void;
  };
}

/** The school's active teachers as select options. */
export function useTeacherOptions() {
  const teachers = useRouteQuery(timetableKey, getUsersOfRole, { selectedRole: roleIds.teacher });
  return (teachers.data ?? []).map((t) => ({ value: String(t.user_id), label: t.full_name }));
}

/** The school's subjects as select options. */
export function useSubjectOptions() {
  const subjects = useRouteQuery(timetableKey, getSubjectsOptions, {});
  return (subjects.data ?? []).map((s) => ({ value: String(s.value), label: s.label }));
}
