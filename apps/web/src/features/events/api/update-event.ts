import { updateEvent } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { eventsKey } from './events-keys';

/** `PUT /api/school/event`; its failures show only under the fields (§8). */
export const useUpdateEvent = () =>
  useRouteMutation(updateEvent, { silent: true, refreshes: [eventsKey], refreshOn: 'settled' });
