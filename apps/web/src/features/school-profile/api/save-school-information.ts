import { type BodyOf, saveSchoolInformation } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { schoolInformationKey } from './school-profile-keys';

export type SaveSchoolInformationInput = BodyOf<typeof saveSchoolInformation>;

/** `PUT /api/school/school_information`: "School information saved." toasts. */
export function useSaveSchoolInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSchoolInformationInput) =>
      apiCall(saveSchoolInformation, { body, notifySuccess: true }),
    onSuccess: (saved) => queryClient.setQueryData(schoolInformationKey, saved),
  });
}
