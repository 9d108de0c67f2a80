import { getRegistrationStatus, setRegistrationStatus } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { registrationKey } from './registration-keys';

/** `GET /api/school/online_registration/status`: on or off for a session. */
export const registrationStatusQueryOptions = (sessionId: number | null) =>
  routeQueryOptions(getRegistrationStatus, {
    key: [...registrationKey, 'status', sessionId],
    input: { query: { session_id: sessionId } },
    silent: true,
  });

export const useRegistrationStatusQuery = (sessionId: number | null) =>
  useQuery(registrationStatusQueryOptions(sessionId));

/** `POST /api/school/online_registration` {session_id, status}. */
export const useSetRegistrationStatus = () =>
  useRouteMutation(setRegistrationStatus, {
    notifySuccess: true,
    refreshes: [registrationKey],
  });
