import { listSessions } from '@shala/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { nextSkip } from '../../../ui/data-table/next-skip';
import { academicsPageSize } from '../lib/paging';
import { academicsKeys } from './academics-keys';

/** `GET /api/school/session`: main sessions with their sub-sessions, newest first, paged. */
export function useSessionsQuery() {
  return useInfiniteQuery({
    queryKey: academicsKeys.sessions,
    queryFn: ({ pageParam, signal }) =>
      apiCall(listSessions, { query: { skip: pageParam, limit: academicsPageSize }, signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });
}
