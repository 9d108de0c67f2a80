import type { CreateSessionBody, DateRange, UpdateSessionBody } from '@shala/contracts';
import { findOverlap, rangeWithin, sessionMessages } from '@shala/contracts';
import { and, count, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import {
  findCurrentSession,
  findSession,
  lockSessionWrites,
  type SessionRecord,
} from './session-queries.ts';
import { loadStudentTables } from './student-tables.ts';
import { academicSessions } from './tables.ts';

const m = sessionMessages;

/** Sessions at the same level: main sessions, or the sub-sessions of one session. */
function siblingsOf(tenantId: number, parentId: number | null, exceptId?: number): SQL {
  return and(
    eq(academicSessions.tenantId, tenantId),
    parentId === null ? isNull(academicSessions.parentId) : eq(academicSessions.parentId, parentId),
    exceptId === undefined ? undefined : ne(academicSessions.id, exceptId),
  )!;
}

/** Refuses a name already used at the same level, or dates overlapping a sibling. */
async function checkPlace(
  tx: Tx,
  tenantId: number,
  value: DateRange & { session_name: string },
  parentId: number | null,
  exceptId?: number,
): Promise<void> {
  const siblings = await tx
    .select()
    .from(academicSessions)
    .where(siblingsOf(tenantId, parentId, exceptId));
  const name = value.session_name.toLowerCase();
  if (siblings.some((sibling) => sibling.name.toLowerCase() === name))
    throw badRequest(parentId === null ? m.sessionExists : m.subSessionExists, 'session_name');
  const clash = findOverlap(
    value,
    siblings.map((s) => ({ name: s.name, start_date: s.startDate, end_date: s.endDate })),
  );
  if (clash) throw badRequest(m.overlaps(clash.name), 'start_date');
}

const rangeOf = (session: SessionRecord): DateRange => ({
  start_date: session.startDate,
  end_date: session.endDate,
});

/** Clears the current flag of the school's sessions (callers hold the session lock). */
export async function clearCurrentSession(tx: Tx, tenantId: number): Promise<void> {
  await tx
    .update(academicSessions)
    .set({ isCurrent: false })
    .where(and(eq(academicSessions.tenantId, tenantId), eq(academicSessions.isCurrent, true)));
}

const duplicate = (parentId: number | null) => () =>
  badRequest(parentId === null ? m.sessionExists : m.subSessionExists, 'session_name');

/** Creates a main session or a sub-session; the school's first main session becomes current. */
export async function createSession(
  tx: Tx,
  tenantId: number,
  body: CreateSessionBody,
): Promise<SessionRecord> {
  await lockSessionWrites(tx, tenantId);
  const parentId = body.parent_id ?? null;
  if (parentId !== null) {
    const parent = await findSession(tx, tenantId, parentId);
    if (!parent) throw badRequest(m.chooseParent, 'parent_id');
    if (parent.parentId !== null) throw badRequest(m.noNesting, 'parent_id');
    if (body.is_current) throw badRequest(m.onlyMainCurrent, 'is_current');
    if (!rangeWithin(body, rangeOf(parent))) throw badRequest(m.outsideParent, 'start_date');
  }
  await checkPlace(tx, tenantId, body, parentId);
  const makeCurrent =
    parentId === null && (body.is_current === true || !(await findCurrentSession(tx, tenantId)));
  if (makeCurrent) await clearCurrentSession(tx, tenantId);
  const [created] = await refuseConflicts(
    () =>
      tx
        .insert(academicSessions)
        .values({
          tenantId,
          name: body.session_name,
          startDate: body.start_date,
          endDate: body.end_date,
          parentId,
          isCurrent: makeCurrent,
        })
        .returning(),
    { unique: duplicate(parentId) },
  );
  return created!;
}

/** Renames a session or moves its dates; a main session's sub-sessions must still fit. */
export async function updateSession(
  tx: Tx,
  tenantId: number,
  body: UpdateSessionBody,
): Promise<SessionRecord> {
  await lockSessionWrites(tx, tenantId);
  const session = await findSession(tx, tenantId, body.id);
  if (!session) throw notFound(m.sessionNotFound);
  if (session.parentId !== null) {
    const parent = await findSession(tx, tenantId, session.parentId);
    if (parent && !rangeWithin(body, rangeOf(parent)))
      throw badRequest(m.outsideParent, 'start_date');
  } else {
    const subs = await tx.select().from(academicSessions).where(siblingsOf(tenantId, session.id));
    if (subs.some((sub) => !rangeWithin(rangeOf(sub), body)))
      throw badRequest(m.subSessionsOutside, 'start_date');
  }
  await checkPlace(tx, tenantId, body, session.parentId, session.id);
  const [updated] = await refuseConflicts(
    () =>
      tx
        .update(academicSessions)
        .set({ name: body.session_name, startDate: body.start_date, endDate: body.end_date })
        .where(and(eq(academicSessions.tenantId, tenantId), eq(academicSessions.id, session.id)))
        .returning(),
    { unique: duplicate(session.parentId) },
  );
  return updated!;
}

/** Deletes a session with its sub-sessions and set-up; never the current one or one with students. */
export async function deleteSession(tx: Tx, tenantId: number, id: number): Promise<void> {
  const { studentPrograms } = await loadStudentTables();
  await lockSessionWrites(tx, tenantId);
  const session = await findSession(tx, tenantId, id);
  if (!session) throw notFound(m.sessionNotFound);
  if (session.isCurrent) throw badRequest(m.cannotDeleteCurrent, 'id');
  const [students] = await tx
    .select({ value: count() })
    .from(studentPrograms)
    .where(and(eq(studentPrograms.tenantId, tenantId), eq(studentPrograms.sessionId, id)));
  if ((students?.value ?? 0) > 0) throw badRequest(m.hasStudents, 'id');
  await refuseConflicts(
    () =>
      tx
        .delete(academicSessions)
        .where(and(eq(academicSessions.tenantId, tenantId), eq(academicSessions.id, id))),
    { foreignKey: () => badRequest(m.inUse, 'id') },
  );
}

/** Makes a main session the current one: the old flag is cleared in the same transaction. */
export async function setCurrentSession(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<SessionRecord> {
  await lockSessionWrites(tx, tenantId);
  const session = await findSession(tx, tenantId, id);
  if (!session) throw notFound(m.sessionNotFound);
  if (session.parentId !== null) throw badRequest(m.onlyMainCurrent, 'id');
  await clearCurrentSession(tx, tenantId);
  const [updated] = await tx
    .update(academicSessions)
    .set({ isCurrent: true })
    .where(and(eq(academicSessions.tenantId, tenantId), eq(academicSessions.id, id)))
    .returning();
  return updated!;
}

/** True when the school already ran a new session from `sourceId`. */
export async function wasPromoted(tx: Tx, tenantId: number, sourceId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: academicSessions.id })
    .from(academicSessions)
    .where(
      and(eq(academicSessions.tenantId, tenantId), eq(academicSessions.promotedFromId, sourceId)),
    )
    .limit(1);
  return row !== undefined;
}
