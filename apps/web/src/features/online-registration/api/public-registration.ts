import { getPublicRegistrationForm, submitPublicRegistration } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { registrationKey } from './registration-keys';

/** `GET /api/common/online-student-registration`: open or closed, and the classes. */
export const publicRegistrationFormQueryOptions = () =>
  routeQueryOptions(getPublicRegistrationForm, {
    key: [...registrationKey, 'public-form'],
    silent: true,
  });

export const usePublicRegistrationFormQuery = () => useQuery(publicRegistrationFormQueryOptions());

/** `POST /api/common/online-student-registration`: refusals show under the fields. */
export const useSubmitRegistration = () =>
  useRouteMutation(submitPublicRegistration, { silent: true });
