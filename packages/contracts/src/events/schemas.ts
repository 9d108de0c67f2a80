import { z } from 'zod';
import { isCalendarDate, nameSchema, recordIdSchema } from '../core/fields.ts';
import { pagingQuerySchema } from '../core/paging.ts';

/** Texts of the events screens, written once. */
export const eventMessages = {
  enterTitle: 'Please enter event title',
  enterFromDate: 'Please enter from date',
  enterToDate: 'Please enter to date',
  badFromDate: 'Please enter a valid from date',
  badToDate: 'Please enter a valid to date',
  toBeforeFrom: 'To date cannot be before the from date',
  enterDescription: 'Please enter description',
  eventNotFound: 'Event not found.',
  empty: 'No events found. Please add some events.',
  noUpcoming: 'No upcoming events.',
  created: 'Event added.',
  updated: 'Event updated.',
  deleted: 'Event deleted.',
} as const;

/** Events page by 6 (§9): skip = 6 × (page − 1). */
export const eventPageSize = 6;
/** How many events the home pages' "Upcoming events" card shows. */
export const upcomingEventCount = 5;

/** A required YYYY-MM-DD date: `enter` when missing, `invalid` when not a calendar day. */
const eventDateSchema = (enter: string, invalid: string) =>
  z
    .string({ error: enter })
    .trim()
    .min(1, { error: enter })
    .max(10, { error: invalid })
    .refine(isCalendarDate, { error: invalid });

const eventFields = {
  title: nameSchema(eventMessages.enterTitle, 'Title', 150),
  fromDate: eventDateSchema(eventMessages.enterFromDate, eventMessages.badFromDate),
  toDate: eventDateSchema(eventMessages.enterToDate, eventMessages.badToDate),
  description: nameSchema(eventMessages.enterDescription, 'Description', 2000),
};

/** Decided: an event may not end before it starts (the spec shows no order check). */
const toNotBeforeFrom = (value: { fromDate: string; toDate: string }) =>
  !isCalendarDate(value.fromDate) ||
  !isCalendarDate(value.toDate) ||
  value.toDate >= value.fromDate;
const toBeforeFromIssue = { error: eventMessages.toBeforeFrom, path: ['toDate'] };

export const createEventBodySchema = z
  .object(eventFields)
  .refine(toNotBeforeFrom, toBeforeFromIssue);
export type CreateEventBody = z.infer<typeof createEventBodySchema>;

export const eventIdSchema = recordIdSchema(eventMessages.eventNotFound);

export const updateEventBodySchema = z
  .object({ ...eventFields, id: eventIdSchema })
  .refine(toNotBeforeFrom, toBeforeFromIssue);
export type UpdateEventBody = z.infer<typeof updateEventBodySchema>;

export const eventIdParamsSchema = z.object({ id: eventIdSchema });

export const listEventsQuerySchema = pagingQuerySchema.extend({
  limit: pagingQuerySchema.shape.limit.default(eventPageSize),
});

/** An event as the list, the detail popup and the edit form show it. Dates are YYYY-MM-DD. */
export const eventRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  description: z.string(),
});
export type EventRow = z.infer<typeof eventRowSchema>;
