import { getSessions } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { academicsKeys } from './academics-keys';

/** `GET /api/school/admin/GetSessions`: every main session with its dates: a sub-session's parents. */
export const allSessionsQueryOptions = () =>
  routeQueryOptions(getSessions, { key: [...academicsKeys.sessions, 'all'] });

export const useAllSessionsQuery = () => useQuery(allSessionsQueryOptions());
