import { createClass } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsRoots } from './refresh-academics';

/** `POST /api/school/class`: a class, after the last one unless a position is given. */
export const useCreateClass = () =>
  useRouteMutation(createClass, { notifySuccess: true, refreshes: academicsRoots });
