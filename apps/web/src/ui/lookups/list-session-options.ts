import { getSessionListOptions } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../platform/api/route-query';
import { lookupsKey } from './lookup-keys';

/** `GET /api/school/admin/getSessionListOptions`: sessions newest first, with is_current. */
export const sessionOptionsQueryOptions = () =>
  routeQueryOptions(getSessionListOptions, { key: [...lookupsKey, 'sessions'], silent: true });

export const useSessionOptionsQuery = () =>
  useQuery({ ...sessionOptionsQueryOptions(), staleTime: 5 * 60_000 });
