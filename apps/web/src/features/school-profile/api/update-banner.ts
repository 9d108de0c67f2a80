import { type BodyOf, updateBanner } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import type { BannerRow } from './list-banners';
import { bannersKey } from './school-profile-keys';

export type UpdateBannerInput = BodyOf<typeof updateBanner>;

/** `PUT /api/school/school_banner`: a banner's title and whether it shows; "Banner saved." toasts. */
export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useRouteMutation(updateBanner, {
    notifySuccess: true,
    onSuccess: (saved) =>
      queryClient.setQueryData<BannerRow[]>(bannersKey, (rows) =>
        rows?.map((row) => (row.id === saved.id ? saved : row)),
      ),
  });
}
