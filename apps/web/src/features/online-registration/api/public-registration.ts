import { type BodyOf, getPublicRegistrationForm, submitPublicRegistration } from '@shala/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { registrationKey } from './registration-keys';

/** `GET /api/common/online-student-registration`: open or closed, and the classes. */
export function usePublicRegistrationFormQuery() {
  return useQuery({
    queryKey: [...registrationKey, 'public-form'],
    queryFn: ({ signal }) => apiCall(getPublicRegistrationForm, { signal, silent: true }),
  });
}

/** `POST /api/common/online-student-registration`: refusals show under the fields. */
export function useSubmitRegistration() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof submitPublicRegistration>) =>
      apiCall(submitPublicRegistration, { body, silent: true }),
  });
}
