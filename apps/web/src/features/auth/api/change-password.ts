import { changePassword } from '@shala/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';

export interface ChangePasswordInput {
  old_password: string;
  new_password: string;
}

/** `PUT /api/common/change-password`; the server's "Password changed." shows as a toast. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      apiCall(changePassword, { body, notifySuccess: true }),
  });
}
