import {
  type AssignSeatsBody,
  assignSeats,
  getHostelDetail,
  listSeatAvailability,
  listStaffResidents,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { hostelKeys } from './hostel-keys';
import { useHostelWrite } from './hostel-write';

/** `GET /api/school/hostel/detail/:id`: rooms, residents and totals of a hostel in a session. */
export const useHostelDetailQuery = (hostelId: number | null, sessionId: number | null) =>
  useQuery({
    queryKey: hostelKeys.detail(hostelId, sessionId),
    queryFn: ({ signal }) =>
      apiCall(getHostelDetail, {
        params: { id: hostelId! },
        query: sessionId === null ? {} : { session_id: sessionId },
        signal,
      }),
    enabled: hostelId !== null,
  });

/** `GET /api/school/hostel_seat`: every class-section's hostel seats in a session. */
export const useSeatAvailabilityQuery = (sessionId: number | null) =>
  useQuery({
    queryKey: hostelKeys.seats(sessionId),
    queryFn: ({ signal }) =>
      apiCall(listSeatAvailability, { query: { session_id: sessionId! }, signal }),
    enabled: sessionId !== null,
  });

/** `PUT /api/school/hostel_seat`: the seats typed on /seat_availability. */
export const useAssignSeats = () =>
  useHostelWrite((body: AssignSeatsBody) => apiCall(assignSeats, { body, notifySuccess: true }));

/** `GET /api/school/room_allocation/staff`: staff residents of a session. */
export const useStaffResidentsQuery = (filter: { session_id: number; hostel_id?: number } | null) =>
  useQuery({
    queryKey: hostelKeys.staffResidents(filter ?? {}),
    queryFn: ({ signal }) => apiCall(listStaffResidents, { query: filter!, signal }),
    enabled: filter !== null,
  });
