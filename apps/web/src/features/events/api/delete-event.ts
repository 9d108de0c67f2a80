import { deleteEvent } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { eventsKey } from './events-keys';

/** `DELETE /api/school/event/:id`; a failure is silent (§8), the list shows what is left. */
export const useDeleteEvent = () =>
  useRouteMutation(deleteEvent, {
    input: (id: number) => ({ params: { id } }),
    silent: true,
    refreshes: [eventsKey],
    refreshOn: 'settled',
  });
