import {
  allocateRoom,
  allocationPageSize,
  deleteAllocation,
  discontinueAllocation,
  listAllocations,
  listRoomsOfHostel,
  type ResidentKind,
  searchResidents,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { useCountedPages } from '../../../ui/data-table/use-counted-pages';
import { hostelKey } from './hostel-keys';

/** `GET /api/school/hostel_room/room/:hostelId`: the hostel's rooms of the session. */
export const roomsOfHostelQueryOptions = (hostelId: number | null, sessionId: number | null) =>
  routeQueryOptions(listRoomsOfHostel, {
    key: [...hostelKey, 'rooms-of', hostelId, sessionId],
    input:
      hostelId === null || sessionId === null
        ? null
        : { params: { hostelId }, query: { session_id: sessionId } },
  });

export const useRoomsOfHostelQuery = (hostelId: number | null, sessionId: number | null) =>
  useQuery(roomsOfHostelQueryOptions(hostelId, sessionId));

/** `GET /api/school/room_allocation/residents`: students or staff of the session without a bed. */
export const residentSearchQueryOptions = (
  sessionId: number | null,
  kind: ResidentKind,
  search: string,
) =>
  routeQueryOptions(searchResidents, {
    key: [...hostelKey, 'resident-search', sessionId, kind, search],
    input:
      sessionId === null
        ? null
        : { query: { session_id: sessionId, for: kind, search: search || undefined } },
  });

export const useResidentSearchQuery = (
  sessionId: number | null,
  kind: ResidentKind,
  search: string,
) => useQuery(residentSearchQueryOptions(sessionId, kind, search));

export interface AllocatedSearch {
  session_id: number;
  for?: ResidentKind;
  hostel_id?: number;
}

/** `GET /api/school/room_allocation`: allocations of a session, discontinued ones included. */
export const useAllocatedRoomsQuery = (search: AllocatedSearch | null) =>
  useCountedPages(listAllocations, {
    key: [...hostelKey, 'allocated', search],
    input:
      search === null
        ? null
        : (skip) => ({
            query: { ...search, include_discontinued: 'true', skip, limit: allocationPageSize },
          }),
  });

/** `POST /api/school/room_allocation`. */
export const useAllocateRoom = () =>
  useRouteMutation(allocateRoom, { silent: true, refreshes: [hostelKey], refreshOn: 'settled' });

/** `PUT /api/school/room_allocation` with is_discontinue = 1. */
export const useDiscontinueAllocation = () =>
  useRouteMutation(discontinueAllocation, {
    input: (id: number) => ({ body: { id, is_discontinue: 1 } }),
    refreshes: [hostelKey],
    refreshOn: 'settled',
  });

/** `DELETE /api/school/room_allocation/:id`; a refusal (payments) is toasted. */
export const useDeleteAllocation = () =>
  useRouteMutation(deleteAllocation, {
    input: (id: number) => ({ params: { id } }),
    refreshes: [hostelKey],
    refreshOn: 'settled',
  });
