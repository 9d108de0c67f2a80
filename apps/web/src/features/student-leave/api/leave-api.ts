import {
  type BodyOf,
  createStudentLeave,
  decideStudentLeave,
  deleteStudentLeave,
  listChildLeave,
  type QueryOf,
  searchStudentLeave,
} from '@shala/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';

/** Root of every student leave query: any write refreshes the lists. */
export const leaveKey = ['student-leave'] as const;

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: leaveKey });
}

/** `GET student_leave/leave`: the parent's children's requests. */
export function useChildLeaveQuery(enabled: boolean) {
  return useQuery({
    queryKey: [...leaveKey, 'children'],
    queryFn: enabled
      ? ({ signal }) => apiCall(listChildLeave, { query: {}, signal, silent: true })
      : skipToken,
  });
}

export type LeaveSearch = QueryOf<typeof searchStudentLeave>;

/** `GET student_leave/`: the staff search. */
export function useLeaveSearchQuery(search: LeaveSearch | null) {
  return useQuery({
    queryKey: [...leaveKey, 'search', search],
    queryFn:
      search === null
        ? skipToken
        : ({ signal }) => apiCall(searchStudentLeave, { query: search, signal }),
  });
}

export function useRequestLeave() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createStudentLeave>) =>
      apiCall(createStudentLeave, { body, silent: true }),
    onSuccess: refresh,
  });
}

export function useDeleteLeave() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteStudentLeave, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useDecideLeave() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof decideStudentLeave>) =>
      apiCall(decideStudentLeave, { body, notifySuccess: true, silent: true }),
    onSuccess: refresh,
  });
}
