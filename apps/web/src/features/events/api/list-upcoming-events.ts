import { listUpcomingEvents } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { eventsKeys } from './events-keys';

/** `GET /api/school/event/upcoming`: the next events not yet over, for the home pages. */
export function useUpcomingEventsQuery() {
  return useQuery({
    queryKey: eventsKeys.upcoming,
    queryFn: ({ signal }) => apiCall(listUpcomingEvents, { silent: true, signal }),
  });
}
