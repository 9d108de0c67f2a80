import { forgotPasswordMeta } from '@shala/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';

/** Asks for a 6-digit code; the answer is the same whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (username: string) => apiCall(forgotPasswordMeta, { body: { username } }),
  });
}
