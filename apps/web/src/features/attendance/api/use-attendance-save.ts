import type { BodyOf, RouteDef } from '@shala/contracts';
import { useRouteSave } from '../../../ui/route-hooks';
import { attendanceKey } from './attendance-keys';

/** A write of the attendance slice: toasts its message, then refreshes every attendance query. */
export function useAttendanceSave<R extends RouteDef>(route: R) {
  const save = useRouteSave(attendanceKey, route);
  return {
    ...save,
    mutate: (body: BodyOf<R>, options?: { onSuccess?: () => void }) =>
      save.mutate({ body }, options),
  };
}
