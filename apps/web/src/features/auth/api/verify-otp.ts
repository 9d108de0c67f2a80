import { verifyOtpMeta } from '@shala/contracts';
import { useNavigate } from 'react-router';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { writeStorage } from '../../../platform/storage/browser-storage';
import { storageKeys } from '../../../platform/storage/storage-keys';

/** Where /reset-password learns that the user chooses a first password from an invitation. */
export interface ResetPasswordState {
  fromLink?: boolean;
}

/**
 * Checks the code; a match grants a reset for the returned user, kept as `reset_user_id`. The
 * page with the code (an invitation's link holds it) is replaced in the history.
 */
export function useVerifyOtp({ fromLink = false } = {}) {
  const navigate = useNavigate();
  return useRouteMutation(verifyOtpMeta, {
    onSuccess: ({ userId }) => {
      writeStorage(storageKeys.resetUserId, String(userId));
      const state: ResetPasswordState = { fromLink };
      navigate('/reset-password', { replace: fromLink, state });
    },
  });
}
