import { type BodyOf, saveRegistrationFormat } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { registrationFormatKey } from './school-profile-keys';

export type SaveRegistrationFormatInput = BodyOf<typeof saveRegistrationFormat>;

/** `PUT /api/school/registration_number_format`: "Registration number format saved." toasts. */
export function useSaveRegistrationFormat() {
  const queryClient = useQueryClient();
  return useRouteMutation(saveRegistrationFormat, {
    notifySuccess: true,
    onSuccess: (saved) => queryClient.setQueryData(registrationFormatKey, saved),
  });
}
