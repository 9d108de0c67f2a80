import { type BodyOf, saveSchoolInformation } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { schoolInformationKey } from './school-profile-keys';

export type SaveSchoolInformationInput = BodyOf<typeof saveSchoolInformation>;

/** `PUT /api/school/school_information`: "School information saved." toasts. */
export function useSaveSchoolInformation() {
  const queryClient = useQueryClient();
  return useRouteMutation(saveSchoolInformation, {
    notifySuccess: true,
    onSuccess: (saved) => queryClient.setQueryData(schoolInformationKey, saved),
  });
}
