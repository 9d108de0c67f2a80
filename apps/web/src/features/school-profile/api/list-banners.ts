import { type DataOf, listBanners } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { bannersKey } from './school-profile-keys';

export type BannerRow = DataOf<typeof listBanners>[number];

/** `GET /api/school/school_banner`: every banner of the school, in display order. */
export function useBannersQuery() {
  return useQuery({
    queryKey: bannersKey,
    queryFn: ({ signal }) => apiCall(listBanners, { signal }),
  });
}
