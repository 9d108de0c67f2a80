import { structureMessages } from '@shala/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest } from '../../platform/errors.ts';
import { classWith, findClass, listClassesInOrder } from './classes.ts';
import { resolveSession } from './session-queries.ts';
import { loadStudentTables } from './student-tables.ts';
import { classSections, sections, teacherAllocations } from './tables.ts';

const m = structureMessages;

/** Sections of each class (all classes, or the given ones) in a session, sorted by name. */
export async function listSectionsByClass(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  classIds?: number[],
): Promise<Map<number, Array<{ id: number; section_name: string }>>> {
  const rows = await tx
    .select({ classId: classSections.classId, id: sections.id, section_name: sections.name })
    .from(classSections)
    .innerJoin(
      sections,
      and(eq(sections.tenantId, classSections.tenantId), eq(sections.id, classSections.sectionId)),
    )
    .where(
      and(
        eq(classSections.tenantId, tenantId),
        eq(classSections.sessionId, sessionId),
        classIds ? inArray(classSections.classId, classIds) : undefined,
      ),
    )
    .orderBy(asc(sections.name), asc(sections.id));
  const byClass = new Map<number, Array<{ id: number; section_name: string }>>();
  for (const { classId, ...section } of rows)
    byClass.set(classId, [...(byClass.get(classId) ?? []), section]);
  return byClass;
}

export async function listClassSections(tx: Tx, tenantId: number, sessionId?: number) {
  const session = await resolveSession(tx, tenantId, sessionId);
  const classList = await listClassesInOrder(tx, tenantId);
  const byClass = await listSectionsByClass(tx, tenantId, session.id);
  return {
    session_id: session.id,
    list: classList.map((row) => classWith(row, 'sections', byClass.get(row.id) ?? [])),
  };
}

/**
 * Sets the sections of a class in a session. A section that still has students of the
 * class there cannot be removed; the class teachers of removed sections go with them.
 */
export async function setClassSections(
  tx: Tx,
  tenantId: number,
  body: { session_id?: number; class_id: number; section_ids: number[] },
) {
  const { studentPrograms } = await loadStudentTables();
  const session = await resolveSession(tx, tenantId, body.session_id);
  const place = await findClass(tx, tenantId, body.class_id);
  if (!place) throw badRequest(m.chooseClass, 'class_id');
  const wanted = body.section_ids.length
    ? await tx
        .select({ id: sections.id })
        .from(sections)
        .where(and(eq(sections.tenantId, tenantId), inArray(sections.id, body.section_ids)))
    : [];
  if (wanted.length !== body.section_ids.length) throw badRequest(m.unknownSections, 'section_ids');

  const scope = and(
    eq(classSections.tenantId, tenantId),
    eq(classSections.sessionId, session.id),
    eq(classSections.classId, place.id),
  );
  const present =
    (await listSectionsByClass(tx, tenantId, session.id, [place.id])).get(place.id) ?? [];
  const removed = present.filter((section) => !body.section_ids.includes(section.id));
  if (removed.length) {
    const [used] = await tx
      .select({ sectionId: studentPrograms.sectionId })
      .from(studentPrograms)
      .where(
        and(
          eq(studentPrograms.tenantId, tenantId),
          eq(studentPrograms.sessionId, session.id),
          eq(studentPrograms.classId, place.id),
          inArray(
            studentPrograms.sectionId,
            removed.map((section) => section.id),
          ),
        ),
      )
      .limit(1);
    if (used) {
      const name = removed.find((section) => section.id === used.sectionId)?.section_name ?? '';
      throw badRequest(m.sectionHasStudentsInClass(name), 'section_ids');
    }
    const removedIds = removed.map((section) => section.id);
    await tx.delete(classSections).where(and(scope, inArray(classSections.sectionId, removedIds)));
    await tx
      .delete(teacherAllocations)
      .where(
        and(
          eq(teacherAllocations.tenantId, tenantId),
          eq(teacherAllocations.sessionId, session.id),
          eq(teacherAllocations.classId, place.id),
          inArray(teacherAllocations.sectionId, removedIds),
        ),
      );
  }
  const added = body.section_ids.filter((id) => !present.some((section) => section.id === id));
  if (added.length)
    await tx
      .insert(classSections)
      .values(
        added.map((sectionId) => ({
          tenantId,
          sessionId: session.id,
          classId: place.id,
          sectionId,
        })),
      )
      .onConflictDoNothing();
  const sectionsNow = (await listSectionsByClass(tx, tenantId, session.id, [place.id])).get(
    place.id,
  );
  return classWith(place, 'sections', sectionsNow ?? []);
}
