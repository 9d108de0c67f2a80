import { updateSubject } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsRoots } from './refresh-academics';

/** `PUT /api/school/subject`: name, code and whether it is optional; "Subject saved." */
export const useUpdateSubject = () =>
  useRouteMutation(updateSubject, { notifySuccess: true, refreshes: academicsRoots });
