import { updateClass } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsRoots } from './refresh-academics';

/** `PUT /api/school/class`: a class's name and position. */
export const useUpdateClass = () =>
  useRouteMutation(updateClass, { notifySuccess: true, refreshes: academicsRoots });
