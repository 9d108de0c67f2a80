import { listSessions } from '@shala/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { routePagesOptions } from '../../../platform/api/route-query';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { academicsPageSize } from '../lib/paging';
import { academicsKeys } from './academics-keys';

/** `GET /api/school/session`: main sessions with their sub-sessions, newest first, paged. */
export const sessionsQueryOptions = () =>
  routePagesOptions(listSessions, {
    key: academicsKeys.sessions,
    input: (skip) => ({ query: { skip, limit: academicsPageSize } }),
    nextPage: nextSkip,
  });

export const useSessionsQuery = () => useInfiniteQuery(sessionsQueryOptions());
