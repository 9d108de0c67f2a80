import { deleteBanner } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import type { BannerRow } from './list-banners';
import { bannersKey } from './school-profile-keys';

/** `DELETE /api/school/school_banner/:id`: the banner and its image; "Banner deleted." toasts. */
export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useRouteMutation(deleteBanner, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    onSuccess: (_data, id) =>
      queryClient.setQueryData<BannerRow[]>(bannersKey, (rows) =>
        rows?.filter((row) => row.id !== id),
      ),
    refreshes: [bannersKey],
  });
}
