import { approveRegistration, declineRegistration, listRegistrations } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { registrationKey } from './registration-keys';

export interface RegistrationFilter {
  session_id: number | null;
  class_id: number | null;
  status: 0 | 1;
}

/** `GET /api/school/online_registration`: registrants by session, class and verification. */
export const registrationsQueryOptions = (filter: RegistrationFilter) =>
  routeQueryOptions(listRegistrations, {
    key: [...registrationKey, 'list', filter],
    input: { query: filter },
  });

export const useRegistrationsQuery = (filter: RegistrationFilter) =>
  useQuery(registrationsQueryOptions(filter));

/** `POST /api/school/online_registration/approve` {row}: admits the student. */
export const useApproveRegistration = () =>
  useRouteMutation(approveRegistration, {
    input: (row: { id: number; section_id: number | null }) => ({ body: { row } }),
    notifySuccess: true,
    silent: true,
    refreshes: [registrationKey],
  });

/** `DELETE /api/school/online_registration/{id}`: declines (deletes) the registrant. */
export const useDeclineRegistration = () =>
  useRouteMutation(declineRegistration, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: [registrationKey],
  });
