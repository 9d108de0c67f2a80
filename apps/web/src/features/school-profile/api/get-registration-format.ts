import { getRegistrationFormat } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { registrationFormatKey } from './school-profile-keys';

/** `GET /api/school/registration_number_format`: the format and the next admission number. */
export function useRegistrationFormatQuery() {
  return useQuery({
    queryKey: registrationFormatKey,
    queryFn: ({ signal }) => apiCall(getRegistrationFormat, { signal }),
  });
}
