import { updateSection } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsRoots } from './refresh-academics';

/** `PUT /api/school/section`: a section name, unique in the school; "Section saved." */
export const useUpdateSection = () =>
  useRouteMutation(updateSection, { notifySuccess: true, refreshes: academicsRoots });
