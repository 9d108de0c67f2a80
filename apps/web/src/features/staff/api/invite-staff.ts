import { inviteStaff } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';

/** `POST /api/school/user/invitation`: e-mails a new code to choose a password; toasts. */
export const useInviteStaff = () =>
  useRouteMutation(inviteStaff, {
    input: (id: number) => ({ body: { id } }),
    notifySuccess: true,
  });
