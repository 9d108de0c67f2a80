import { type DataOf, removeSchoolLogo, uploadSchoolLogo } from '@shala/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { sessionQueryKey } from '../../../platform/session/session-query';
import { schoolInformationKey } from './school-profile-keys';

/**
 * The page's information takes the answer; the session, which holds the logo of the top bar,
 * the side menu and the homes, is read again for the logo's new address.
 */
function showNewLogo(queryClient: QueryClient, info: DataOf<typeof uploadSchoolLogo>) {
  queryClient.setQueryData(schoolInformationKey, info);
  return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/**
 * `POST /api/school/school_logo` as multipart/form-data (part `file`): "School logo uploaded."
 * toasts; a refused file answers its message under the `file` field.
 */
export function useUploadSchoolLogo() {
  const queryClient = useQueryClient();
  return useRouteMutation(uploadSchoolLogo, {
    input: (file: File) => ({ files: { file } }),
    notifySuccess: true,
    onSuccess: (info) => showNewLogo(queryClient, info),
  });
}

/** `DELETE /api/school/school_logo`: "School logo removed." toasts. */
export function useRemoveSchoolLogo() {
  const queryClient = useQueryClient();
  return useRouteMutation(removeSchoolLogo, {
    notifySuccess: true,
    onSuccess: (info) => showNewLogo(queryClient, info),
  });
}
