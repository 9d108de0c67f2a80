import { eventPageSize, listEvents } from '@shala/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { nextSkipAfterFullPage } from '../../../ui/data-table/next-skip';
import { eventsKeys } from './events-keys';

/** `GET /api/school/event`: the school's events, latest start first, 6 a page (§9). */
export function useEventsQuery() {
  return useInfiniteQuery({
    queryKey: eventsKeys.list,
    // Spec §8: a failed load of events shows no toast.
    queryFn: ({ pageParam, signal }) =>
      apiCall(listEvents, {
        query: { skip: pageParam, limit: eventPageSize },
        silent: true,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkipAfterFullPage(pages, eventPageSize),
  });
}
