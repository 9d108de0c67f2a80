import { listUpcomingEvents } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { eventsKeys } from './events-keys';

/** `GET /api/school/event/upcoming`: the next events not yet over, for the home pages. */
export const upcomingEventsQueryOptions = () =>
  routeQueryOptions(listUpcomingEvents, { key: eventsKeys.upcoming, silent: true });

export const useUpcomingEventsQuery = () => useQuery(upcomingEventsQueryOptions());
