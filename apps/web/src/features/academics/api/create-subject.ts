import { createSubject } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsRoots } from './refresh-academics';

/** `POST /api/school/subject`: name, code and whether it is optional; "Subject saved." */
export const useCreateSubject = () =>
  useRouteMutation(createSubject, { notifySuccess: true, refreshes: academicsRoots });
