import { type BodyOf, uploadBanner } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
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
  return useRouteMutation(uploadBanner, {
    input: ({ file, ...body }: UploadBannerInput) => ({ body, files: { file } }),
    notifySuccess: true,
    onSuccess: (row) =>
      queryClient.setQueryData<BannerRow[]>(bannersKey, (rows) => (rows ? [...rows, row] : rows)),
    refreshes: [bannersKey],
  });
}
