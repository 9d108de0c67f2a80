import { logout, logoutAllDevices } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiCall } from '../../../platform/api/api-client';
import { forgetDevice } from '../../../platform/push/forget-device';
import { getSubdomain } from '../../../platform/school-host/get-subdomain';
import { endSession } from '../../../platform/session/start-session';

/**
 * Log Out (spec §4): the server forgets this device's push subscription and the session,
 * then the app forgets them locally and goes to `/`, even if the calls failed.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await forgetDevice();
      return apiCall(logout, { body: { subdomain: getSubdomain() }, silent: true });
    },
    onSettled: () => {
      endSession(queryClient);
      navigate('/', { replace: true });
    },
  });
}

/**
 * Sign out of all devices: the server ends every session of the user, this one included; then
 * this device forgets its session like Log Out does.
 */
export function useLogoutAllDevices() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await forgetDevice();
      return apiCall(logoutAllDevices);
    },
    onSuccess: () => {
      endSession(queryClient);
      navigate('/', { replace: true });
    },
  });
}
