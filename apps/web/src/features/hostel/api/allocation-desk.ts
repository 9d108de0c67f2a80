import {
  allocateRoom,
  allocationPageSize,
  type BodyOf,
  deleteAllocation,
  discontinueAllocation,
  listAllocations,
  listRoomsOfHostel,
  type ResidentKind,
  searchResidents,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { useCountedPages } from '../../../ui/data-table/use-counted-pages';
import { hostelKey } from './hostel-keys';
import { useHostelWrite } from './hostel-write';

/** `GET /api/school/hostel_room/room/:hostelId`: the hostel's rooms of the session. */
export function useRoomsOfHostelQuery(hostelId: number | null, sessionId: number | null) {
  return useQuery({
    queryKey: [...hostelKey, 'rooms-of', hostelId, sessionId],
    queryFn: ({ signal }) =>
      apiCall(listRoomsOfHostel, {
        params: { hostelId: hostelId! },
        query: { session_id: sessionId! },
        signal,
      }),
    enabled: hostelId !== null && sessionId !== null,
  });
}

/** `GET /api/school/room_allocation/residents`: students or staff of the session without a bed. */
export function useResidentSearchQuery(
  sessionId: number | null,
  kind: ResidentKind,
  search: string,
) {
  return useQuery({
    queryKey: [...hostelKey, 'resident-search', sessionId, kind, search],
    queryFn: ({ signal }) =>
      apiCall(searchResidents, {
        query: { session_id: sessionId!, for: kind, search: search || undefined },
        signal,
      }),
    enabled: sessionId !== null,
  });
}

export interface AllocatedSearch {
  session_id: number;
  for?: ResidentKind;
  hostel_id?: number;
}

/** `GET /api/school/room_allocation`: allocations of a session, discontinued ones included. */
export const useAllocatedRoomsQuery = (search: AllocatedSearch | null) =>
  useCountedPages(
    [...hostelKey, 'allocated', search],
    (skip, signal) =>
      apiCall(listAllocations, {
        query: { ...search!, include_discontinued: 'true', skip, limit: allocationPageSize },
        signal,
      }),
    search !== null,
  );

/** `POST /api/school/room_allocation`. */
export const useAllocateRoom = () =>
  useHostelWrite((body: BodyOf<typeof allocateRoom>) =>
    apiCall(allocateRoom, { body, silent: true }),
  );

/** `PUT /api/school/room_allocation` with is_discontinue = 1. */
export const useDiscontinueAllocation = () =>
  useHostelWrite((id: number) =>
    apiCall(discontinueAllocation, { body: { id, is_discontinue: 1 } }),
  );

/** `DELETE /api/school/room_allocation/:id`; a refusal (payments) is toasted. */
export const useDeleteAllocation = () =>
  useHostelWrite((id: number) => apiCall(deleteAllocation, { params: { id } }));
