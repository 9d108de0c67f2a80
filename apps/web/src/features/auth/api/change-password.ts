import { changePassword } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';

/** `PUT /api/common/change-password`; the server's "Password changed." shows as a toast. */
export const useChangePassword = () => useRouteMutation(changePassword, { notifySuccess: true });
