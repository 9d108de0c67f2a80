import { updateSession } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsRoots } from './refresh-academics';

/** `PUT /api/school/session`: a session's name and dates; "Session updated." */
export const useUpdateSession = () =>
  useRouteMutation(updateSession, { notifySuccess: true, refreshes: academicsRoots });
