import { forgotPasswordMeta } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';

/** Asks for a 6-digit code; the answer is the same whether or not the account exists. */
export const useForgotPassword = () =>
  useRouteMutation(forgotPasswordMeta, {
    input: (username: string) => ({ body: { username } }),
  });
