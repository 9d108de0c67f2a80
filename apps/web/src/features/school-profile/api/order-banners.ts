import { orderBanners } from '@shala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { sortByOrder } from '../lib/banner-order';
import type { BannerRow } from './list-banners';
import { bannersKey } from './school-profile-keys';

/**
 * `PUT /api/school/school_banner/order`: every banner once, first to last. The grid moves
 * at once and settles on the server's order; "Banner order saved." toasts.
 */
export function useOrderBanners() {
  const queryClient = useQueryClient();
  return useRouteMutation(orderBanners, {
    input: (bannerIds: number[]) => ({ body: { banner_ids: bannerIds } }),
    notifySuccess: true,
    onMutate: async (bannerIds) => {
      await queryClient.cancelQueries({ queryKey: bannersKey });
      queryClient.setQueryData<BannerRow[]>(bannersKey, (rows) =>
        rows ? sortByOrder(rows, bannerIds) : rows,
      );
    },
    onSuccess: (rows) => queryClient.setQueryData(bannersKey, rows),
    onError: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}
