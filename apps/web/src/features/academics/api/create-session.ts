import { createSession } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { academicsRoots } from './refresh-academics';

/** `POST /api/school/session`: a session, or a sub-session of a main one; "Session created." */
export const useCreateSession = () =>
  useRouteMutation(createSession, { notifySuccess: true, refreshes: academicsRoots });
