import { structureMessages } from '@shala/contracts';
import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { containing } from '../../platform/db/like.ts';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { findCurrentSession } from './session-queries.ts';
import { loadStudentTables } from './student-tables.ts';
import { sections } from './tables.ts';

const m = structureMessages;
type SectionRecord = typeof sections.$inferSelect;

export async function findSection(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(sections)
    .where(and(eq(sections.tenantId, tenantId), eq(sections.id, id)));
  return row ?? null;
}

/** Sections as rows, with how many students of the current session are in each. */
async function presentSections(tx: Tx, tenantId: number, rows: SectionRecord[]) {
  const { studentPrograms } = await loadStudentTables();
  const current = await findCurrentSession(tx, tenantId);
  const ids = rows.map((row) => row.id);
  const counts =
    current && ids.length
      ? await tx
          .select({ sectionId: studentPrograms.sectionId, value: count() })
          .from(studentPrograms)
          .where(
            and(
              eq(studentPrograms.tenantId, tenantId),
              eq(studentPrograms.sessionId, current.id),
              inArray(studentPrograms.sectionId, ids),
            ),
          )
          .groupBy(studentPrograms.sectionId)
      : [];
  const countOf = new Map(counts.map((row) => [row.sectionId, row.value]));
  return rows.map((row) => ({
    id: row.id,
    section_name: row.name,
    student_count: countOf.get(row.id) ?? 0,
  }));
}

export async function listSections(
  tx: Tx,
  tenantId: number,
  query: { skip: number; limit: number; search?: string },
) {
  const where = and(
    eq(sections.tenantId, tenantId),
    query.search ? ilike(sections.name, containing(query.search)) : undefined,
  );
  const rows = await tx
    .select()
    .from(sections)
    .where(where)
    .orderBy(asc(sections.name), asc(sections.id))
    .offset(query.skip)
    .limit(query.limit);
  const [total] = await tx.select({ value: count() }).from(sections).where(where);
  return { list: await presentSections(tx, tenantId, rows), count: total?.value ?? 0 };
}

async function checkNameFree(tx: Tx, tenantId: number, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: sections.id })
    .from(sections)
    .where(
      and(
        eq(sections.tenantId, tenantId),
        sql`lower(${sections.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(sections.id, exceptId),
      ),
    );
  if (taken) throw badRequest(m.sectionExists, 'section_name');
}

const duplicate = { unique: () => badRequest(m.sectionExists, 'section_name') };

export async function createSection(tx: Tx, tenantId: number, body: { section_name: string }) {
  await checkNameFree(tx, tenantId, body.section_name);
  const [row] = await refuseConflicts(
    () => tx.insert(sections).values({ tenantId, name: body.section_name }).returning(),
    duplicate,
  );
  return (await presentSections(tx, tenantId, [row!]))[0]!;
}

export async function updateSection(
  tx: Tx,
  tenantId: number,
  body: { id: number; section_name: string },
) {
  if (!(await findSection(tx, tenantId, body.id))) throw notFound(m.sectionNotFound);
  await checkNameFree(tx, tenantId, body.section_name, body.id);
  const [row] = await refuseConflicts(
    () =>
      tx
        .update(sections)
        .set({ name: body.section_name })
        .where(and(eq(sections.tenantId, tenantId), eq(sections.id, body.id)))
        .returning(),
    duplicate,
  );
  return (await presentSections(tx, tenantId, [row!]))[0]!;
}

/** Deletes a section no student has ever been in; classes lose it in every session. */
export async function deleteSection(tx: Tx, tenantId: number, id: number): Promise<void> {
  const { studentPrograms } = await loadStudentTables();
  if (!(await findSection(tx, tenantId, id))) throw notFound(m.sectionNotFound);
  const [used] = await tx
    .select({ id: studentPrograms.id })
    .from(studentPrograms)
    .where(and(eq(studentPrograms.tenantId, tenantId), eq(studentPrograms.sectionId, id)))
    .limit(1);
  if (used) throw badRequest(m.sectionHasStudents, 'id');
  await refuseConflicts(
    () => tx.delete(sections).where(and(eq(sections.tenantId, tenantId), eq(sections.id, id))),
    { foreignKey: () => badRequest(m.sectionInUse, 'id') },
  );
}
