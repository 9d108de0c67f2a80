import { setStaffActive } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { staffUsersKey } from './staff-keys';

/** `PUT /api/school/user/status`: "User activated." / "User deactivated." toasts. */
export const useSetStaffActive = () =>
  useRouteMutation(setStaffActive, { notifySuccess: true, refreshes: [staffUsersKey] });
