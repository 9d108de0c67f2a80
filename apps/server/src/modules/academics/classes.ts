import type { ClassRow } from '@shala/contracts';
import { structureMessages } from '@shala/contracts';
import { and, asc, count, eq, ilike, inArray, max, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { containing } from '../../platform/db/like.ts';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { findCurrentSession } from './session-queries.ts';
import { loadStudentTables } from './student-tables.ts';
import { classes, classSections, sections } from './tables.ts';

const m = structureMessages;
type ClassRecord = typeof classes.$inferSelect;

export async function findClass(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(classes)
    .where(and(eq(classes.tenantId, tenantId), eq(classes.id, id)));
  return row ?? null;
}

/** Promotion order: position, then name. Every list of classes uses it. */
export const classOrder = [asc(classes.position), asc(classes.name), asc(classes.id)];

/** Every class of the school, in promotion order. */
export const listClassesInOrder = (tx: Tx, tenantId: number) =>
  tx
    .select()
    .from(classes)
    .where(eq(classes.tenantId, tenantId))
    .orderBy(...classOrder);

/** A class as the class-section and class-subject screens show it, with its items under `key`. */
export function classWith<K extends string, T>(
  row: { id: number; name: string; position: number },
  key: K,
  items: T[],
) {
  return { class_id: row.id, class_name: row.name, position: row.position, [key]: items } as {
    class_id: number;
    class_name: string;
    position: number;
  } & Record<K, T[]>;
}

/** Classes as rows: their sections and student count in the current session. */
async function presentClasses(tx: Tx, tenantId: number, rows: ClassRecord[]): Promise<ClassRow[]> {
  const { studentPrograms } = await loadStudentTables();
  const ids = rows.map((row) => row.id);
  const current = await findCurrentSession(tx, tenantId);
  const sectionRows =
    ids.length && current
      ? await tx
          .select({ classId: classSections.classId, id: sections.id, name: sections.name })
          .from(classSections)
          .innerJoin(
            sections,
            and(
              eq(sections.tenantId, classSections.tenantId),
              eq(sections.id, classSections.sectionId),
            ),
          )
          .where(
            and(
              eq(classSections.tenantId, tenantId),
              eq(classSections.sessionId, current.id),
              inArray(classSections.classId, ids),
            ),
          )
          .orderBy(asc(sections.name))
      : [];
  const counts =
    ids.length && current
      ? await tx
          .select({ classId: studentPrograms.classId, value: count() })
          .from(studentPrograms)
          .where(
            and(
              eq(studentPrograms.tenantId, tenantId),
              eq(studentPrograms.sessionId, current.id),
              inArray(studentPrograms.classId, ids),
            ),
          )
          .groupBy(studentPrograms.classId)
      : [];
  const countOf = new Map(counts.map((row) => [row.classId, row.value]));
  return rows.map((row) => ({
    id: row.id,
    class_name: row.name,
    position: row.position,
    sections: sectionRows
      .filter((section) => section.classId === row.id)
      .map((section) => ({ id: section.id, section_name: section.name })),
    student_count: countOf.get(row.id) ?? 0,
  }));
}

export async function listClasses(
  tx: Tx,
  tenantId: number,
  query: { skip: number; limit: number; search?: string },
) {
  const where = and(
    eq(classes.tenantId, tenantId),
    query.search ? ilike(classes.name, containing(query.search)) : undefined,
  );
  const rows = await tx
    .select()
    .from(classes)
    .where(where)
    .orderBy(...classOrder)
    .offset(query.skip)
    .limit(query.limit);
  const [total] = await tx.select({ value: count() }).from(classes).where(where);
  return { list: await presentClasses(tx, tenantId, rows), count: total?.value ?? 0 };
}

async function checkNameFree(tx: Tx, tenantId: number, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.tenantId, tenantId),
        sql`lower(${classes.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(classes.id, exceptId),
      ),
    );
  if (taken) throw badRequest(m.classExists, 'class_name');
}

const duplicate = { unique: () => badRequest(m.classExists, 'class_name') };

export async function createClass(
  tx: Tx,
  tenantId: number,
  body: { class_name: string; position?: number },
): Promise<ClassRow> {
  await checkNameFree(tx, tenantId, body.class_name);
  let position = body.position;
  if (position === undefined) {
    const [last] = await tx
      .select({ value: max(classes.position) })
      .from(classes)
      .where(eq(classes.tenantId, tenantId));
    position = Math.min(10_000, (last?.value ?? 0) + 1);
  }
  const [row] = await refuseConflicts(
    () => tx.insert(classes).values({ tenantId, name: body.class_name, position }).returning(),
    duplicate,
  );
  return (await presentClasses(tx, tenantId, [row!]))[0]!;
}

export async function updateClass(
  tx: Tx,
  tenantId: number,
  body: { id: number; class_name: string; position: number },
): Promise<ClassRow> {
  if (!(await findClass(tx, tenantId, body.id))) throw notFound(m.classNotFound);
  await checkNameFree(tx, tenantId, body.class_name, body.id);
  const [row] = await refuseConflicts(
    () =>
      tx
        .update(classes)
        .set({ name: body.class_name, position: body.position })
        .where(and(eq(classes.tenantId, tenantId), eq(classes.id, body.id)))
        .returning(),
    duplicate,
  );
  return (await presentClasses(tx, tenantId, [row!]))[0]!;
}

/** Deletes a class that no student has ever been in (its set-up goes with it). */
export async function deleteClass(tx: Tx, tenantId: number, id: number): Promise<void> {
  const { studentPrograms } = await loadStudentTables();
  if (!(await findClass(tx, tenantId, id))) throw notFound(m.classNotFound);
  const [used] = await tx
    .select({ id: studentPrograms.id })
    .from(studentPrograms)
    .where(and(eq(studentPrograms.tenantId, tenantId), eq(studentPrograms.classId, id)))
    .limit(1);
  if (used) throw badRequest(m.classHasStudents, 'id');
  await refuseConflicts(
    () => tx.delete(classes).where(and(eq(classes.tenantId, tenantId), eq(classes.id, id))),
    { foreignKey: () => badRequest(m.classInUse, 'id') },
  );
}

/** Positions 1…n in the order given; the list must hold every class of the school once. */
export async function orderClasses(
  tx: Tx,
  tenantId: number,
  classIds: number[],
): Promise<ClassRow[]> {
  const all = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(eq(classes.tenantId, tenantId));
  const known = new Set(all.map((row) => row.id));
  const given = new Set(classIds);
  if (
    given.size !== classIds.length ||
    given.size !== known.size ||
    classIds.some((id) => !known.has(id))
  )
    throw badRequest(m.listEveryClass, 'class_ids');
  const cases = sql.join(
    classIds.map((id, index) => sql`when ${id}::bigint then ${index + 1}::int`),
    sql` `,
  );
  await tx
    .update(classes)
    .set({ position: sql`case ${classes.id} ${cases} end` })
    .where(and(eq(classes.tenantId, tenantId), inArray(classes.id, classIds)));
  return presentClasses(tx, tenantId, await listClassesInOrder(tx, tenantId));
}
