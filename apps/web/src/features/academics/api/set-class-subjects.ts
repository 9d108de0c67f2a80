import { setClassSubjects } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsRoots } from './refresh-academics';

/** `PUT /api/school/class_subject`: the subjects of a class in a session. */
export const useSetClassSubjects = () =>
  useRouteMutation(setClassSubjects, { notifySuccess: true, refreshes: academicsRoots });
