import { verifyOtpMeta } from '@shala/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiCall } from '../../../platform/api/api-client';
import { writeStorage } from '../../../platform/storage/browser-storage';
import { storageKeys } from '../../../platform/storage/storage-keys';

/** Checks the code; a match grants a reset for the returned user, kept as `reset_user_id`. */
export function useVerifyOtp() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: { username: string; otp: string }) => apiCall(verifyOtpMeta, { body }),
    onSuccess: ({ userId }) => {
      writeStorage(storageKeys.resetUserId, String(userId));
      navigate('/reset-password');
    },
  });
}
