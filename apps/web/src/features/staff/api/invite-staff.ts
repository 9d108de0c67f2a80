import { inviteStaff } from '@shala/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';

/** `POST /api/school/user/invitation`: e-mails a new code to choose a password; toasts. */
export function useInviteStaff() {
  return useMutation({
    mutationFn: (id: number) => apiCall(inviteStaff, { body: { id }, notifySuccess: true }),
  });
}
