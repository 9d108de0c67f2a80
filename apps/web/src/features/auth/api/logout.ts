import { logout, logoutAllDevices } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { forgetDevice } from '../../../platform/push/forget-device';
import { getSubdomain } from '../../../platform/school-host/get-subdomain';
import { endSession } from '../../../platform/session/start-session';

/**
 * Log Out (spec §4): the server forgets this device's push subscription (before the call)
 * and the session, then the app forgets them locally and goes to `/`, even if the calls failed.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Nothing to send but this host's school: `mutate()` takes no variables.
  return useRouteMutation<typeof logout, void>(logout, {
    input: () => ({ body: { subdomain: getSubdomain() } }),
    silent: true,
    onMutate: forgetDevice,
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
  return useRouteMutation(logoutAllDevices, {
    onMutate: forgetDevice,
    onSuccess: () => {
      endSession(queryClient);
      navigate('/', { replace: true });
    },
  });
}
