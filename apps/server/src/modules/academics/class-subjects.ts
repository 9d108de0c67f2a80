import { asOneOrZero, structureMessages } from '@shala/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest } from '../../platform/errors.ts';
import { classWith, findClass, listClassesInOrder } from './classes.ts';
import { resolveSession } from './session-queries.ts';
import { classSubjects, subjects, teacherAllocations } from './tables.ts';

const m = structureMessages;
type SubjectItem = { id: number; subject_name: string; is_optional: 0 | 1 };

async function listSubjectsByClass(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  classIds?: number[],
): Promise<Map<number, SubjectItem[]>> {
  const rows = await tx
    .select({
      classId: classSubjects.classId,
      id: subjects.id,
      name: subjects.name,
      isOptional: subjects.isOptional,
    })
    .from(classSubjects)
    .innerJoin(
      subjects,
      and(eq(subjects.tenantId, classSubjects.tenantId), eq(subjects.id, classSubjects.subjectId)),
    )
    .where(
      and(
        eq(classSubjects.tenantId, tenantId),
        eq(classSubjects.sessionId, sessionId),
        classIds ? inArray(classSubjects.classId, classIds) : undefined,
      ),
    )
    .orderBy(asc(subjects.name), asc(subjects.id));
  const byClass = new Map<number, SubjectItem[]>();
  for (const row of rows)
    byClass.set(row.classId, [
      ...(byClass.get(row.classId) ?? []),
      { id: row.id, subject_name: row.name, is_optional: asOneOrZero(row.isOptional) },
    ]);
  return byClass;
}

export async function listClassSubjects(tx: Tx, tenantId: number, sessionId?: number) {
  const session = await resolveSession(tx, tenantId, sessionId);
  const classList = await listClassesInOrder(tx, tenantId);
  const byClass = await listSubjectsByClass(tx, tenantId, session.id);
  return {
    session_id: session.id,
    list: classList.map((row) => classWith(row, 'subjects', byClass.get(row.id) ?? [])),
  };
}

/** Sets the subjects of a class in a session; teachers of removed subjects there go too. */
export async function setClassSubjects(
  tx: Tx,
  tenantId: number,
  body: { session_id?: number; class_id: number; subject_ids: number[] },
) {
  const session = await resolveSession(tx, tenantId, body.session_id);
  const place = await findClass(tx, tenantId, body.class_id);
  if (!place) throw badRequest(m.chooseClass, 'class_id');
  const wanted = body.subject_ids.length
    ? await tx
        .select({ id: subjects.id })
        .from(subjects)
        .where(and(eq(subjects.tenantId, tenantId), inArray(subjects.id, body.subject_ids)))
    : [];
  if (wanted.length !== body.subject_ids.length) throw badRequest(m.unknownSubjects, 'subject_ids');

  const present =
    (await listSubjectsByClass(tx, tenantId, session.id, [place.id])).get(place.id) ?? [];
  const removed = present.map((s) => s.id).filter((id) => !body.subject_ids.includes(id));
  if (removed.length) {
    await tx
      .delete(classSubjects)
      .where(
        and(
          eq(classSubjects.tenantId, tenantId),
          eq(classSubjects.sessionId, session.id),
          eq(classSubjects.classId, place.id),
          inArray(classSubjects.subjectId, removed),
        ),
      );
    await tx
      .delete(teacherAllocations)
      .where(
        and(
          eq(teacherAllocations.tenantId, tenantId),
          eq(teacherAllocations.sessionId, session.id),
          eq(teacherAllocations.classId, place.id),
          inArray(teacherAllocations.subjectId, removed),
        ),
      );
  }
  const added = body.subject_ids.filter((id) => !present.some((s) => s.id === id));
  if (added.length)
    await tx
      .insert(classSubjects)
      .values(
        added.map((subjectId) => ({
          tenantId,
          sessionId: session.id,
          classId: place.id,
          subjectId,
        })),
      )
      .onConflictDoNothing();
  const subjectsNow = (await listSubjectsByClass(tx, tenantId, session.id, [place.id])).get(
    place.id,
  );
  return classWith(place, 'subjects', subjectsNow ?? []);
}
