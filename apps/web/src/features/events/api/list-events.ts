import { eventPageSize, listEvents } from '@shala/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { routePagesOptions } from '../../../platform/api/route-query';
import { nextSkipAfterFullPage } from '../../../ui/data-table/next-skip';
import { eventsKeys } from './events-keys';

/** `GET /api/school/event`: the school's events, latest start first, 6 a page (§9). */
export const eventsQueryOptions = () =>
  routePagesOptions(listEvents, {
    key: eventsKeys.list,
    // Spec §8: a failed load of events shows no toast.
    silent: true,
    input: (skip) => ({ query: { skip, limit: eventPageSize } }),
    nextPage: (pages) => nextSkipAfterFullPage(pages, eventPageSize),
  });

export const useEventsQuery = () => useInfiniteQuery(eventsQueryOptions());
