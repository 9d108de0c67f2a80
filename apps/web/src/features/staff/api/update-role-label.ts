import { type BodyOf, updateRoleLabel } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { staffKey } from './staff-keys';

export type UpdateRoleLabelInput = BodyOf<typeof updateRoleLabel>;

/** `PUT /api/school/roles`: a role's name and description here; "Role saved." toasts. */
export const useUpdateRoleLabel = () =>
  useRouteMutation(updateRoleLabel, {
    notifySuccess: true,
    // Role names show in the staff list and the mapping too.
    refreshes: [staffKey],
  });
