import { getCurrentSession } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../platform/api/route-query';
import { lookupsKey } from './lookup-keys';

/** `GET /api/school/admin/getCurrentSession`: id and name, both null when none is set. */
export const currentSessionQueryOptions = () =>
  routeQueryOptions(getCurrentSession, { key: [...lookupsKey, 'current-session'], silent: true });

export const useCurrentSessionQuery = () =>
  useQuery({ ...currentSessionQueryOptions(), staleTime: 5 * 60_000 });
