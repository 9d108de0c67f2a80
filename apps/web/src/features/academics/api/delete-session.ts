import { deleteSession } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsRoots } from './refresh-academics';

/** `DELETE /api/school/session/:id`: never the current one, nor one with students. */
export const useDeleteSession = () =>
  useRouteMutation(deleteSession, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: academicsRoots,
  });
