import {
  createEvent,
  deleteEvent,
  eventMessages,
  listEvents,
  listUpcomingEvents,
  updateEvent,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import * as service from './events-service.ts';

const m = eventMessages;

/** Handlers of the events slice: the list, the home pages' upcoming events, add, edit, delete. */
export const eventHandlers = {
  [listEvents.id]: handle(listEvents, async ({ query }, ctx) =>
    service.listEvents(ctx.scope, query),
  ),

  [listUpcomingEvents.id]: handle(listUpcomingEvents, async (_input, ctx) =>
    service.listUpcomingEvents(ctx.scope),
  ),

  [createEvent.id]: handle(createEvent, async ({ body }, ctx) => {
    const created = await service.createEvent(ctx.scope, ctx.user.id, body);
    ctx.message = m.created;
    return created;
  }),

  [updateEvent.id]: handle(updateEvent, async ({ body }, ctx) => {
    const updated = await service.updateEvent(ctx.scope, body);
    ctx.message = m.updated;
    return updated;
  }),

  [deleteEvent.id]: handle(deleteEvent, async ({ params }, ctx) => {
    await service.deleteEvent(ctx.scope, params.id);
    ctx.message = m.deleted;
    return null;
  }),
};
