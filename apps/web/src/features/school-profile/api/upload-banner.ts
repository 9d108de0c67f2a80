import { type BodyOf, uploadBanner } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import type { BannerRow } from './list-banners';
import { bannersKey } from './school-profile-keys';

export interface UploadBannerInput extends BodyOf<typeof uploadBanner> {
  file: File;
}

/**
 * `POST /api/school/school_banner` as multipart/form-data (part `file`): "Banner uploaded."
 * toasts; a refused file answers its message under the `file` field.
 */
export function useUploadBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...body }: UploadBannerInput) =>
      apiCall(uploadBanner, { body, files: { file }, notifySuccess: true }),
    onSuccess: (row) => {
      queryClient.setQueryData<BannerRow[]>(bannersKey, (rows) => (rows ? [...rows, row] : rows));
      return queryClient.invalidateQueries({ queryKey: bannersKey });
    },
  });
}
