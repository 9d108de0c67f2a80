import { removeSchoolLogo, uploadSchoolLogo } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { schoolInformationKey } from './school-profile-keys';

/**
 * `POST /api/school/school_logo` as multipart/form-data (part `file`): "School logo uploaded."
 * toasts; a refused file answers its message under the `file` field.
 */
export function useUploadSchoolLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiCall(uploadSchoolLogo, { files: { file }, notifySuccess: true }),
    onSuccess: (info) => queryClient.setQueryData(schoolInformationKey, info),
  });
}

/** `DELETE /api/school/school_logo`: "School logo removed." toasts. */
export function useRemoveSchoolLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(removeSchoolLogo, { notifySuccess: true }),
    onSuccess: (info) => queryClient.setQueryData(schoolInformationKey, info),
  });
}
