import { type BodyOf, updateBanner } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import type { BannerRow } from './list-banners';
import { bannersKey } from './school-profile-keys';

export type UpdateBannerInput = BodyOf<typeof updateBanner>;

/** `PUT /api/school/school_banner`: a banner's title and whether it shows; "Banner saved." toasts. */
export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBannerInput) => apiCall(updateBanner, { body, notifySuccess: true }),
    onSuccess: (saved) =>
      queryClient.setQueryData<BannerRow[]>(bannersKey, (rows) =>
        rows?.map((row) => (row.id === saved.id ? saved : row)),
      ),
  });
}
