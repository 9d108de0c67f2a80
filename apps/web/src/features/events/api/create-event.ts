import { createEvent } from '@shala/contracts';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { eventsKey } from './events-keys';

/** `POST /api/school/event`; its failures show only under the fields (§8). */
export const useCreateEvent = () =>
  useRouteMutation(createEvent, { silent: true, refreshes: [eventsKey] });
