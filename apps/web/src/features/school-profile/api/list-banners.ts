import { type DataOf, listBanners } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { bannersKey } from './school-profile-keys';

export type BannerRow = DataOf<typeof listBanners>[number];

/** `GET /api/school/school_banner`: every banner of the school, in display order. */
export const bannersQueryOptions = () => routeQueryOptions(listBanners, { key: bannersKey });

export const useBannersQuery = () => useQuery(bannersQueryOptions());
