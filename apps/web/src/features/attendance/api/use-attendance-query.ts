import type { QueryOf, RouteDef } from '@shala/contracts';
import { useRouteQuery } from '../../../ui/route-hooks';
import { attendanceKey } from './attendance-keys';

/** A GET route of the attendance slice, run once its query is complete. */
export function useAttendanceQuery<R extends RouteDef>(route: R, query: QueryOf<R> | null) {
  return useRouteQuery(attendanceKey, route, query);
}
