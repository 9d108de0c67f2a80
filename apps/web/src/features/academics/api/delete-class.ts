import { deleteClass } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsRoots } from './refresh-academics';

/** `DELETE /api/school/class/:id`: only a class no student has been in. */
export const useDeleteClass = () =>
  useRouteMutation(deleteClass, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: academicsRoots,
  });
