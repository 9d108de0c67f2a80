import { asOneOrZero, structureMessages } from '@shala/contracts';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import { listSectionsByClass } from './class-sections.ts';
import { classOrder, findClass } from './classes.ts';
import { findCurrentSession, presentSessions, resolveSession } from './session-queries.ts';
import { academicSessions, classes, classSubjects, subjects } from './tables.ts';

/** Classes as options, in promotion order. */
export async function listClassOptions(tx: Tx, tenantId: number) {
  const rows = await tx
    .select({ label: classes.name, value: classes.id })
    .from(classes)
    .where(eq(classes.tenantId, tenantId))
    .orderBy(...classOrder);
  return rows;
}

const mainSessions = (tx: Tx, tenantId: number) =>
  tx
    .select()
    .from(academicSessions)
    .where(and(eq(academicSessions.tenantId, tenantId), isNull(academicSessions.parentId)))
    .orderBy(desc(academicSessions.startDate), desc(academicSessions.id));

/** Main sessions as options, newest first, with is_current 1/0. */
export async function listSessionOptions(tx: Tx, tenantId: number) {
  const rows = await mainSessions(tx, tenantId);
  return rows.map((row) => ({
    label: row.name,
    value: row.id,
    is_current: asOneOrZero(row.isCurrent),
  }));
}

/** Every main session with its sub-sessions (unpaged: a school has a few dozen at most). */
export async function listAllSessions(tx: Tx, tenantId: number) {
  return presentSessions(tx, tenantId, await mainSessions(tx, tenantId));
}

export async function getCurrentSessionSummary(tx: Tx, tenantId: number) {
  const current = await findCurrentSession(tx, tenantId);
  return {
    id: current?.id ?? null,
    currentSession: current?.name ?? null,
    start_date: current?.startDate ?? null,
    end_date: current?.endDate ?? null,
  };
}

export async function listCurrentSessionOptions(tx: Tx, tenantId: number) {
  const current = await findCurrentSession(tx, tenantId);
  return {
    sessionsOp: current ? [{ label: current.name, value: current.id, is_current: 1 as const }] : [],
  };
}

/** Sections of an existing class in a session (the current one by default). */
export async function listSectionsOfClass(
  tx: Tx,
  tenantId: number,
  classId: number,
  sessionId?: number,
) {
  if (!(await findClass(tx, tenantId, classId))) throw notFound(structureMessages.classNotFound);
  const session = await resolveSession(tx, tenantId, sessionId);
  return (await listSectionsByClass(tx, tenantId, session.id, [classId])).get(classId) ?? [];
}

/** Sections every given class has in the current session (none when a class is unknown). */
export async function listCommonSections(tx: Tx, tenantId: number, classIds: number[]) {
  const session = await resolveSession(tx, tenantId, undefined);
  const byClass = await listSectionsByClass(tx, tenantId, session.id, classIds);
  const [first, ...rest] = classIds.map((id) => byClass.get(id) ?? []);
  return (first ?? []).filter((section) =>
    rest.every((list) => list.some((other) => other.id === section.id)),
  );
}

export async function getSectionsOptions(
  tx: Tx,
  tenantId: number,
  query: { session_id?: number; class_id: number },
) {
  const list = await listSectionsOfClass(tx, tenantId, query.class_id, query.session_id);
  return {
    classWithNoSection: list.length === 0,
    sectionsOp: list.map((section) => ({ label: section.section_name, value: section.id })),
  };
}

/** Subjects as options; optionally only optional (or compulsory) ones, or a class's. */
export async function listSubjectOptions(
  tx: Tx,
  tenantId: number,
  query: { is_optional?: boolean; class_id?: number; session_id?: number },
) {
  let onlyIds: number[] | undefined;
  if (query.class_id !== undefined) {
    const session = await resolveSession(tx, tenantId, query.session_id);
    const rows = await tx
      .select({ id: classSubjects.subjectId })
      .from(classSubjects)
      .where(
        and(
          eq(classSubjects.tenantId, tenantId),
          eq(classSubjects.sessionId, session.id),
          eq(classSubjects.classId, query.class_id),
        ),
      );
    onlyIds = rows.map((row) => row.id);
    if (onlyIds.length === 0) return [];
  }
  const rows = await tx
    .select()
    .from(subjects)
    .where(
      and(
        eq(subjects.tenantId, tenantId),
        query.is_optional === undefined ? undefined : eq(subjects.isOptional, query.is_optional),
        onlyIds ? inArray(subjects.id, onlyIds) : undefined,
      ),
    )
    .orderBy(asc(subjects.name), asc(subjects.id));
  return rows.map((row) => ({
    label: row.name,
    value: row.id,
    is_optional: asOneOrZero(row.isOptional),
  }));
}
