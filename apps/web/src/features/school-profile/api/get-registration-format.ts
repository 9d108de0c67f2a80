import { getRegistrationFormat } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { registrationFormatKey } from './school-profile-keys';

/** `GET /api/school/registration_number_format`: the format and the next admission number. */
export const registrationFormatQueryOptions = () =>
  routeQueryOptions(getRegistrationFormat, { key: registrationFormatKey });

export const useRegistrationFormatQuery = () => useQuery(registrationFormatQueryOptions());
