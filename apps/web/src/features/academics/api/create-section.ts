import { createSection } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsRoots } from './refresh-academics';

/** `POST /api/school/section`: a section name, unique in the school; "Section saved." */
export const useCreateSection = () =>
  useRouteMutation(createSection, { notifySuccess: true, refreshes: academicsRoots });
