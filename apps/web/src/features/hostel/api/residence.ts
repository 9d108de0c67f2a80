import {
  assignSeats,
  getHostelDetail,
  listSeatAvailability,
  listStaffResidents,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { hostelKey, hostelKeys } from './hostel-keys';

/** `GET /api/school/hostel/detail/:id`: rooms, residents and totals of a hostel in a session. */
export const hostelDetailQueryOptions = (hostelId: number | null, sessionId: number | null) =>
  routeQueryOptions(getHostelDetail, {
    key: hostelKeys.detail(hostelId, sessionId),
    input:
      hostelId === null
        ? null
        : {
            params: { id: hostelId },
            query: sessionId === null ? {} : { session_id: sessionId },
          },
  });

export const useHostelDetailQuery = (hostelId: number | null, sessionId: number | null) =>
  useQuery(hostelDetailQueryOptions(hostelId, sessionId));

/** `GET /api/school/hostel_seat`: every class-section's hostel seats in a session. */
export const seatAvailabilityQueryOptions = (sessionId: number | null) =>
  routeQueryOptions(listSeatAvailability, {
    key: hostelKeys.seats(sessionId),
    input: sessionId === null ? null : { query: { session_id: sessionId } },
  });

export const useSeatAvailabilityQuery = (sessionId: number | null) =>
  useQuery(seatAvailabilityQueryOptions(sessionId));

/** `PUT /api/school/hostel_seat`: the seats typed on /seat_availability. */
export const useAssignSeats = () =>
  useRouteMutation(assignSeats, {
    notifySuccess: true,
    refreshes: [hostelKey],
    refreshOn: 'settled',
  });

type StaffResidentsFilter = { session_id: number; hostel_id?: number };

/** `GET /api/school/room_allocation/staff`: staff residents of a session. */
export const staffResidentsQueryOptions = (filter: StaffResidentsFilter | null) =>
  routeQueryOptions(listStaffResidents, {
    key: hostelKeys.staffResidents(filter ?? {}),
    input: filter === null ? null : { query: filter },
  });

export const useStaffResidentsQuery = (filter: StaffResidentsFilter | null) =>
  useQuery(staffResidentsQueryOptions(filter));
