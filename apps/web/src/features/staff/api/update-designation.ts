import { updateDesignation } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { staffKey } from './staff-keys';

/** `PUT /api/school/designations`: a new name; "Designation saved." toasts. */
export const useUpdateDesignation = () =>
  useRouteMutation(updateDesignation, {
    notifySuccess: true,
    // The name shows in the staff list and the role mapping too.
    refreshes: [staffKey],
  });
