import { authMessages, resetPasswordMeta } from '@shala/contracts';
import { useNavigate } from 'react-router';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { toast } from '../../../platform/notify/toast';
import { getSubdomain } from '../../../platform/school-host/get-subdomain';
import { readStorage, removeStorage } from '../../../platform/storage/browser-storage';
import { storageKeys } from '../../../platform/storage/storage-keys';

/** The user a verified code granted a reset to, if any. */
export function readResetUserId(): string | null {
  return readStorage(storageKeys.resetUserId);
}

/** Sets the new password (spec §3 reset payload), then back to /login. */
export function useResetPassword() {
  const navigate = useNavigate();
  return useRouteMutation(resetPasswordMeta, {
    input: (newPassword: string) => ({
      body: { new_password: newPassword, userId: readResetUserId() ?? '', dbName: getSubdomain() },
    }),
    onSuccess: () => {
      removeStorage(storageKeys.resetUserId);
      toast.success(authMessages.passwordChanged);
      navigate('/login', { replace: true });
    },
  });
}
