import { approveRegistration, declineRegistration, listRegistrations } from '@shala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { registrationKey } from './registration-keys';

export interface RegistrationFilter {
  session_id: number | null;
  class_id: number | null;
  status: 0 | 1;
}

/** `GET /api/school/online_registration`: registrants by session, class and verification. */
export function useRegistrationsQuery(filter: RegistrationFilter) {
  return useQuery({
    queryKey: [...registrationKey, 'list', filter],
    queryFn: ({ signal }) => apiCall(listRegistrations, { query: filter, signal }),
  });
}

/** `POST /api/school/online_registration/approve` {row}: admits the student. */
export function useApproveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: { id: number; section_id: number | null }) =>
      apiCall(approveRegistration, { body: { row }, notifySuccess: true, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKey }),
  });
}

/** `DELETE /api/school/online_registration/{id}`: declines (deletes) the registrant. */
export function useDeclineRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiCall(declineRegistration, { params: { id }, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKey }),
  });
}
