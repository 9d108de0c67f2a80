import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  createEventBodySchema,
  eventIdParamsSchema,
  eventRowSchema,
  listEventsQuerySchema,
  updateEventBodySchema,
} from './schemas.ts';

const eventsRead = { kind: 'module', module: 'events' } as const;
const eventsWrite = { kind: 'module', module: 'events:add_event' } as const;

export const listEvents = defineRoute({
  id: 'events.list',
  method: 'GET',
  area: 'school',
  path: '/event',
  access: eventsRead,
  summary: 'Events of the school, latest start first, paged by skip/limit (6 a page)',
  query: listEventsQuerySchema,
  data: z.array(eventRowSchema),
});

export const listUpcomingEvents = defineRoute({
  id: 'events.upcoming',
  method: 'GET',
  area: 'school',
  path: '/event/upcoming',
  access: { kind: 'school-user' },
  summary: "The next few events not yet over (to date today or later), for the home pages' card",
  data: z.array(eventRowSchema),
});

export const createEvent = defineRoute({
  id: 'events.create',
  method: 'POST',
  area: 'school',
  path: '/event',
  access: eventsWrite,
  summary: 'Add an event: title, from and to date, description',
  body: createEventBodySchema,
  data: eventRowSchema,
});

export const updateEvent = defineRoute({
  id: 'events.update',
  method: 'PUT',
  area: 'school',
  path: '/event',
  access: eventsWrite,
  summary: 'Change an event',
  body: updateEventBodySchema,
  data: eventRowSchema,
});

export const deleteEvent = defineRoute({
  id: 'events.delete',
  method: 'DELETE',
  area: 'school',
  path: '/event/:id',
  access: eventsWrite,
  summary: 'Delete an event',
  params: eventIdParamsSchema,
  data: z.null(),
});

export const eventRoutes = [
  listEvents,
  listUpcomingEvents,
  createEvent,
  updateEvent,
  deleteEvent,
] as const;
