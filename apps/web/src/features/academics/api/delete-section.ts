import { deleteSection } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsRoots } from './refresh-academics';

/** `DELETE /api/school/section/:id`: only a section nothing uses. */
export const useDeleteSection = () =>
  useRouteMutation(deleteSection, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: academicsRoots,
  });
