import { removeSchoolLogo, uploadSchoolLogo } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { schoolInformationKey } from './school-profile-keys';

/**
 * `POST /api/school/school_logo` as multipart/form-data (part `file`): "School logo uploaded."
 * toasts; a refused file answers its message under the `file` field.
 */
export function useUploadSchoolLogo() {
  const queryClient = useQueryClient();
  return useRouteMutation(uploadSchoolLogo, {
    input: (file: File) => ({ files: { file } }),
    notifySuccess: true,
    onSuccess: (info) => queryClient.setQueryData(schoolInformationKey, info),
  });
}

/** `DELETE /api/school/school_logo`: "School logo removed." toasts. */
export function useRemoveSchoolLogo() {
  const queryClient = useQueryClient();
  return useRouteMutation(removeSchoolLogo, {
    notifySuccess: true,
    onSuccess: (info) => queryClient.setQueryData(schoolInformationKey, info),
  });
}
