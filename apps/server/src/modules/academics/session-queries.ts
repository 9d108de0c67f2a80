import type { SessionRow } from '@shala/contracts';
import { asOneOrZero, sessionMessages } from '@shala/contracts';
import { and, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { builtOnce } from '../../platform/db/built-once.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { containing } from '../../platform/db/like.ts';
import { badRequest } from '../../platform/errors.ts';
import { loadStudentTables } from './student-tables.ts';
import { academicSessions } from './tables.ts';

export type SessionRecord = typeof academicSessions.$inferSelect;

/**
 * Serialises the session writes of one school (create, edit, delete, set current, new
 * session) until the transaction ends, so "exactly one current session" and the name and
 * overlap checks hold under concurrent requests.
 */
export async function lockSessionWrites(tx: Tx, tenantId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`shala.academic_sessions.${tenantId}`}, 0))`,
  );
}

export async function findSession(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<SessionRecord | null> {
  const [row] = await tx
    .select()
    .from(academicSessions)
    .where(and(eq(academicSessions.tenantId, tenantId), eq(academicSessions.id, id)));
  return row ?? null;
}

export async function findCurrentSession(tx: Tx, tenantId: number): Promise<SessionRecord | null> {
  const [row] = await currentSession(tx, { tenantId });
  return row ?? null;
}

// Most lists and forms of a school start from the current session: its SQL is built once.
const currentSession = builtOnce((tx: Tx) =>
  tx
    .select()
    .from(academicSessions)
    .where(
      and(
        eq(academicSessions.tenantId, sql.placeholder('tenantId')),
        eq(academicSessions.isCurrent, true),
        isNull(academicSessions.parentId),
      ),
    ),
);

/**
 * The main session a setting is for: the one named (400 when there is no such main session)
 * or else the current one (400 when none is set).
 */
export async function resolveSession(
  tx: Tx,
  tenantId: number,
  sessionId: number | undefined,
): Promise<SessionRecord> {
  if (sessionId === undefined) {
    const current = await findCurrentSession(tx, tenantId);
    if (!current) throw badRequest(sessionMessages.noCurrentSession, 'session_id');
    return current;
  }
  const session = await findSession(tx, tenantId, sessionId);
  if (!session || session.parentId !== null)
    throw badRequest(sessionMessages.chooseSession, 'session_id');
  return session;
}

/** Main sessions as the sessions table shows them: with sub-sessions and student counts. */
export async function presentSessions(
  tx: Tx,
  tenantId: number,
  mains: readonly SessionRecord[],
): Promise<SessionRow[]> {
  const { studentPrograms } = await loadStudentTables();
  const ids = mains.map((session) => session.id);
  if (ids.length === 0) return [];
  const subs = await tx
    .select()
    .from(academicSessions)
    .where(and(eq(academicSessions.tenantId, tenantId), inArray(academicSessions.parentId, ids)))
    .orderBy(academicSessions.startDate, academicSessions.id);
  const counts = await tx
    .select({ sessionId: studentPrograms.sessionId, students: count() })
    .from(studentPrograms)
    .where(and(eq(studentPrograms.tenantId, tenantId), inArray(studentPrograms.sessionId, ids)))
    .groupBy(studentPrograms.sessionId);
  const studentsBySession = new Map(counts.map((row) => [row.sessionId, row.students]));
  return mains.map((session) => ({
    id: session.id,
    session_name: session.name,
    start_date: session.startDate,
    end_date: session.endDate,
    start_year: Number(session.startDate.slice(0, 4)),
    end_year: Number(session.endDate.slice(0, 4)),
    is_current: asOneOrZero(session.isCurrent),
    parent_id: session.parentId,
    sub_sessions: subs
      .filter((sub) => sub.parentId === session.id)
      .map((sub) => ({
        id: sub.id,
        session_name: sub.name,
        start_date: sub.startDate,
        end_date: sub.endDate,
        parent_id: session.id,
      })),
    student_count: studentsBySession.get(session.id) ?? 0,
  }));
}

/** One session as a row of the table (a sub-session shows as its own row, without subs). */
export async function presentSession(
  tx: Tx,
  tenantId: number,
  session: SessionRecord,
): Promise<SessionRow> {
  const [row] = await presentSessions(tx, tenantId, [session]);
  return row!;
}

/** Main sessions, newest first, searched by name and paged, as table rows. */
export async function listMainSessions(
  tx: Tx,
  tenantId: number,
  query: { skip: number; limit: number; search?: string },
) {
  const where = and(
    eq(academicSessions.tenantId, tenantId),
    isNull(academicSessions.parentId),
    query.search ? ilike(academicSessions.name, containing(query.search)) : undefined,
  );
  const rows = await tx
    .select()
    .from(academicSessions)
    .where(where)
    .orderBy(desc(academicSessions.startDate), desc(academicSessions.id))
    .offset(query.skip)
    .limit(query.limit);
  const [total] = await tx.select({ value: count() }).from(academicSessions).where(where);
  return { list: await presentSessions(tx, tenantId, rows), count: total?.value ?? 0 };
}
