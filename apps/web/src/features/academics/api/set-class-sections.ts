import { setClassSections } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsRoots } from './refresh-academics';

/** `PUT /api/school/class_section`: the sections of a class in a session (none is allowed). */
export const useSetClassSections = () =>
  useRouteMutation(setClassSections, { notifySuccess: true, refreshes: academicsRoots });
