import { setRoleDesignations } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { designationsKey, roleDesignationsKey } from './staff-keys';

/** `PUT /api/school/role-designations`: replaces a role's designations; toasts. */
export const useSetRoleDesignations = () =>
  useRouteMutation(setRoleDesignations, {
    notifySuccess: true,
    refreshes: [roleDesignationsKey, designationsKey],
  });
