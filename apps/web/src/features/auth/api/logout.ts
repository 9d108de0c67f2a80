import { logout } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiCall } from '../../../platform/api/api-client';
import { getSubdomain } from '../../../platform/school-host/get-subdomain';
import { endSession } from '../../../platform/session/start-session';

/** Log Out (spec §4): revoke on the server, then forget locally and go to `/` even if the call failed. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiCall(logout, { body: { subdomain: getSubdomain() }, silent: true }),
    onSettled: () => {
      endSession(queryClient);
      navigate('/', { replace: true });
    },
  });
}
