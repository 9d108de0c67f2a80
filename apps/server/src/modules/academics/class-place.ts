import { studentMessages } from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest } from '../../platform/errors.ts';
import { findCurrentSession } from './session-queries.ts';
import { academicSessions, classes, classSections } from './tables.ts';

/** The current session, or 400 "no current session" (field `class_id`). */
export async function requireCurrentSession(tx: Tx, tenantId: number) {
  const session = await findCurrentSession(tx, tenantId);
  if (!session) throw badRequest(studentMessages.noCurrentSession, 'class_id');
  return session;
}

/** The session asked for, or the current one; null when neither exists. */
export async function resolveSessionId(
  tx: Tx,
  tenantId: number,
  sessionId: number | undefined,
): Promise<number | null> {
  if (sessionId === undefined) return (await findCurrentSession(tx, tenantId))?.id ?? null;
  const [session] = await tx
    .select({ id: academicSessions.id })
    .from(academicSessions)
    .where(and(eq(academicSessions.tenantId, tenantId), eq(academicSessions.id, sessionId)));
  return session?.id ?? null;
}

/**
 * The class must exist; when it has sections in the session the section must be one of
 * them, and when it has none no section may be given (400 with the field named).
 */
export async function assertClassSection(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  classId: number,
  sectionId: number | null | undefined,
): Promise<void> {
  const [found] = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.tenantId, tenantId), eq(classes.id, classId)));
  if (!found) throw badRequest(studentMessages.classNotFound, 'class_id');
  const sections = await tx
    .select({ sectionId: classSections.sectionId })
    .from(classSections)
    .where(
      and(
        eq(classSections.tenantId, tenantId),
        eq(classSections.sessionId, sessionId),
        eq(classSections.classId, classId),
      ),
    );
  if (sections.length === 0) {
    if (sectionId) throw badRequest(studentMessages.classHasNoSections, 'section_id');
    return;
  }
  if (!sectionId) throw badRequest(studentMessages.chooseSection, 'section_id');
  if (!sections.some((row) => row.sectionId === sectionId))
    throw badRequest(studentMessages.sectionNotOfClass, 'section_id');
}
