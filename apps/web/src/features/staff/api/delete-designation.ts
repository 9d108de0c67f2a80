import { deleteDesignation } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { designationsKey, roleDesignationsKey } from './staff-keys';

/** `DELETE /api/school/designations/:id`: only one nobody holds; "Designation deleted." toasts. */
export const useDeleteDesignation = () =>
  useRouteMutation(deleteDesignation, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: [designationsKey, roleDesignationsKey],
  });
