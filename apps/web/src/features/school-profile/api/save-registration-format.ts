import { type BodyOf, saveRegistrationFormat } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { registrationFormatKey } from './school-profile-keys';

export type SaveRegistrationFormatInput = BodyOf<typeof saveRegistrationFormat>;

/** `PUT /api/school/registration_number_format`: "Registration number format saved." toasts. */
export function useSaveRegistrationFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRegistrationFormatInput) =>
      apiCall(saveRegistrationFormat, { body, notifySuccess: true }),
    onSuccess: (saved) => queryClient.setQueryData(registrationFormatKey, saved),
  });
}
