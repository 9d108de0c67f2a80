import {
  createVisitor,
  deleteVisitor,
  listRoomStudents,
  listVisitors,
  type ResidentKind,
  setVisitorOutTimes,
  visitorPageSize,
} from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routePagesOptions, routeQueryOptions } from '../../../platform/api/route-query';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { hostelKey, hostelKeys } from './hostel-keys';

/** `GET /api/school/room_allocation/student`: the residents with an active bed in a room. */
export const roomResidentsQueryOptions = (
  sessionId: number | null,
  hostelId: number | null,
  roomId: number | null,
) =>
  routeQueryOptions(listRoomStudents, {
    key: hostelKeys.roomResidents(sessionId, roomId),
    input:
      sessionId === null || hostelId === null || roomId === null
        ? null
        : { query: { session_id: sessionId, hostel_id: hostelId, hostel_room_id: roomId } },
  });

export const useRoomResidentsQuery = (
  sessionId: number | null,
  hostelId: number | null,
  roomId: number | null,
) => useQuery(roomResidentsQueryOptions(sessionId, hostelId, roomId));

export interface VisitorSearch {
  session_id: number;
  for?: ResidentKind;
  class_id?: number;
  section_id?: number;
  student_id?: number;
}

/**
 * `GET /api/school/visitor`: visits latest first, 8 a call (§9); the next page loads while the
 * count says more rows exist.
 */
export const visitorsQueryOptions = (search: VisitorSearch | null) =>
  routePagesOptions(listVisitors, {
    key: hostelKeys.visitors(search ?? {}),
    input:
      search === null ? null : (skip) => ({ query: { ...search, skip, limit: visitorPageSize } }),
    nextPage: nextSkip,
  });

export const useVisitorsQuery = (search: VisitorSearch | null) =>
  useInfiniteQuery({ ...visitorsQueryOptions(search), placeholderData: keepPreviousData });

/** `POST /api/school/visitor`; refusals show under the form's fields. */
export const useCreateVisitor = () =>
  useRouteMutation(createVisitor, { silent: true, refreshes: [hostelKey], refreshOn: 'settled' });

/** `PUT /api/school/visitor`: the out times typed in the list, all or none. */
export const useSetOutTimes = () =>
  useRouteMutation(setVisitorOutTimes, {
    input: (rows: { id: number; out_time: string }[]) => ({ body: { rows } }),
    refreshes: [hostelKey],
    refreshOn: 'settled',
  });

/** `DELETE /api/school/visitor/:id`. */
export const useDeleteVisitor = () =>
  useRouteMutation(deleteVisitor, {
    input: (id: number) => ({ params: { id } }),
    refreshes: [hostelKey],
    refreshOn: 'settled',
  });
