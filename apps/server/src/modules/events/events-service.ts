import type { CreateEventBody, EventRow, UpdateEventBody } from '@shala/contracts';
import { eventMessages, upcomingEventCount } from '@shala/contracts';
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { events } from './tables.ts';

type EventRecord = typeof events.$inferSelect;

const presentEvent = (row: EventRecord): EventRow => ({
  id: row.id,
  title: row.title,
  fromDate: row.fromDate,
  toDate: row.toDate,
  description: row.description,
});

const columnsOf = (body: CreateEventBody) => ({
  title: body.title,
  fromDate: body.fromDate,
  toDate: body.toDate,
  description: body.description,
});

/** One page of the school's events, the latest start first. */
export async function listEvents(
  scope: TenantScope,
  page: { skip: number; limit: number },
): Promise<EventRow[]> {
  const { tx, tenantId } = scope;
  const rows = await tx
    .select()
    .from(events)
    .where(eq(events.tenantId, tenantId))
    .orderBy(desc(events.fromDate), desc(events.id))
    .offset(page.skip)
    .limit(page.limit);
  return rows.map(presentEvent);
}

/** The next events that are not over on the school's today, the soonest first. */
export async function listUpcomingEvents(scope: TenantScope): Promise<EventRow[]> {
  const { tx, tenantId, today } = scope;
  const rows = await tx
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), gte(events.toDate, today)))
    .orderBy(asc(events.fromDate), asc(events.toDate), asc(events.id))
    .limit(upcomingEventCount);
  return rows.map(presentEvent);
}

export async function createEvent(
  scope: TenantScope,
  createdBy: number,
  body: CreateEventBody,
): Promise<EventRow> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .insert(events)
    .values({ tenantId, createdBy, ...columnsOf(body) })
    .returning();
  return presentEvent(row!);
}

export async function updateEvent(scope: TenantScope, body: UpdateEventBody): Promise<EventRow> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .update(events)
    .set(columnsOf(body))
    .where(and(eq(events.tenantId, tenantId), eq(events.id, body.id)))
    .returning();
  if (!row) throw notFound(eventMessages.eventNotFound);
  return presentEvent(row);
}

export async function deleteEvent(scope: TenantScope, id: number): Promise<void> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .delete(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, id)))
    .returning({ id: events.id });
  if (!row) throw notFound(eventMessages.eventNotFound);
}
