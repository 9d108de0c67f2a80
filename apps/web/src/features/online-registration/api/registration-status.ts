import { getRegistrationStatus, setRegistrationStatus } from '@shala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { registrationKey } from './registration-keys';

/** `GET /api/school/online_registration/status`: on or off for a session. */
export function useRegistrationStatusQuery(sessionId: number | null) {
  return useQuery({
    queryKey: [...registrationKey, 'status', sessionId],
    queryFn: ({ signal }) =>
      apiCall(getRegistrationStatus, { query: { session_id: sessionId }, signal, silent: true }),
  });
}

/** `POST /api/school/online_registration` {session_id, status}. */
export function useSetRegistrationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { session_id: number; status: 0 | 1 }) =>
      apiCall(setRegistrationStatus, { body, notifySuccess: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKey }),
  });
}
