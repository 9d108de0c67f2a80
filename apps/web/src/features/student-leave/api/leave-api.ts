import {
  createStudentLeave,
  decideStudentLeave,
  deleteStudentLeave,
  listChildLeave,
  type QueryOf,
  searchStudentLeave,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';

/** Root of every student leave query: any write refreshes the lists. */
export const leaveKey = ['student-leave'] as const;

/** `GET student_leave/leave`: the parent's children's requests. */
export const childLeaveQueryOptions = (enabled: boolean) =>
  routeQueryOptions(listChildLeave, {
    key: [...leaveKey, 'children'],
    input: enabled ? { query: {} } : null,
    silent: true,
  });

export const useChildLeaveQuery = (enabled: boolean) => useQuery(childLeaveQueryOptions(enabled));

export type LeaveSearch = QueryOf<typeof searchStudentLeave>;

/** `GET student_leave/`: the staff search. */
export const leaveSearchQueryOptions = (search: LeaveSearch | null) =>
  routeQueryOptions(searchStudentLeave, {
    key: [...leaveKey, 'search', search],
    input: search === null ? null : { query: search },
  });

export const useLeaveSearchQuery = (search: LeaveSearch | null) =>
  useQuery(leaveSearchQueryOptions(search));

export const useRequestLeave = () =>
  useRouteMutation(createStudentLeave, { silent: true, refreshes: [leaveKey] });

export const useDeleteLeave = () =>
  useRouteMutation(deleteStudentLeave, {
    input: (id: number) => ({ params: { id } }),
    refreshes: [leaveKey],
  });

export const useDecideLeave = () =>
  useRouteMutation(decideStudentLeave, {
    notifySuccess: true,
    silent: true,
    refreshes: [leaveKey],
  });
