import { createStaff } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { designationsKey, staffUsersKey } from './staff-keys';

/** `POST /api/school/user`: "User created." (or "…invitation was e-mailed.") toasts. */
export const useCreateStaff = () =>
  useRouteMutation(createStaff, {
    notifySuccess: true,
    // Designation holder counts change with a new staff member.
    refreshes: [staffUsersKey, designationsKey],
  });
