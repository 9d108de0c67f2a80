import { deleteSubject } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsRoots } from './refresh-academics';

/** `DELETE /api/school/subject/:id`: only a subject nothing uses. */
export const useDeleteSubject = () =>
  useRouteMutation(deleteSubject, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: academicsRoots,
  });
