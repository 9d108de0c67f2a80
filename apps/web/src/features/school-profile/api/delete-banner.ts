import { deleteBanner } from '@shala/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import type { BannerRow } from './list-banners';
import { bannersKey } from './school-profile-keys';

/** `DELETE /api/school/school_banner/:id`: the banner and its image; "Banner deleted." toasts. */
export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteBanner, { params: { id }, notifySuccess: true }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<BannerRow[]>(bannersKey, (rows) =>
        rows?.filter((row) => row.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: bannersKey });
    },
  });
}
