import {
  type BodyOf,
  createVisitor,
  deleteVisitor,
  listRoomStudents,
  listVisitors,
  type ResidentKind,
  setVisitorOutTimes,
  visitorPageSize,
} from '@shala/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { hostelKeys } from './hostel-keys';
import { useHostelWrite } from './hostel-write';

/** `GET /api/school/room_allocation/student`: the residents with an active bed in a room. */
export function useRoomResidentsQuery(
  sessionId: number | null,
  hostelId: number | null,
  roomId: number | null,
) {
  return useQuery({
    queryKey: hostelKeys.roomResidents(sessionId, roomId),
    queryFn: ({ signal }) =>
      apiCall(listRoomStudents, {
        query: { session_id: sessionId!, hostel_id: hostelId!, hostel_room_id: roomId! },
        signal,
      }),
    enabled: sessionId !== null && hostelId !== null && roomId !== null,
  });
}

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
export function useVisitorsQuery(search: VisitorSearch | null) {
  return useInfiniteQuery({
    queryKey: hostelKeys.visitors(search ?? {}),
    queryFn: ({ pageParam, signal }) =>
      apiCall(listVisitors, {
        query: { ...search!, skip: pageParam, limit: visitorPageSize },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
    placeholderData: keepPreviousData,
    enabled: search !== null,
  });
}

/** `POST /api/school/visitor`; refusals show under the form's fields. */
export const useCreateVisitor = () =>
  useHostelWrite((body: BodyOf<typeof createVisitor>) =>
    apiCall(createVisitor, { body, silent: true }),
  );

/** `PUT /api/school/visitor`: the out times typed in the list, all or none. */
export const useSetOutTimes = () =>
  useHostelWrite((rows: { id: number; out_time: string }[]) =>
    apiCall(setVisitorOutTimes, { body: { rows } }),
  );

/** `DELETE /api/school/visitor/:id`. */
export const useDeleteVisitor = () =>
  useHostelWrite((id: number) => apiCall(deleteVisitor, { params: { id } }));
