import { asOneOrZero, structureMessages } from '@shala/contracts';
import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { containing } from '../../platform/db/like.ts';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { subjects } from './tables.ts';

const m = structureMessages;
type SubjectRecord = typeof subjects.$inferSelect;

export const presentSubject = (row: SubjectRecord) => ({
  id: row.id,
  subject_name: row.name,
  subject_code: row.code,
  is_optional: asOneOrZero(row.isOptional),
});

export async function listSubjects(
  tx: Tx,
  tenantId: number,
  query: { skip: number; limit: number; search?: string; is_optional?: boolean },
) {
  const where = and(
    eq(subjects.tenantId, tenantId),
    query.search ? ilike(subjects.name, containing(query.search)) : undefined,
    query.is_optional === undefined ? undefined : eq(subjects.isOptional, query.is_optional),
  );
  const rows = await tx
    .select()
    .from(subjects)
    .where(where)
    .orderBy(asc(subjects.name), asc(subjects.id))
    .offset(query.skip)
    .limit(query.limit);
  const [total] = await tx.select({ value: count() }).from(subjects).where(where);
  return { list: rows.map(presentSubject), count: total?.value ?? 0 };
}

async function checkNameFree(tx: Tx, tenantId: number, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: subjects.id })
    .from(subjects)
    .where(
      and(
        eq(subjects.tenantId, tenantId),
        sql`lower(${subjects.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(subjects.id, exceptId),
      ),
    );
  if (taken) throw badRequest(m.subjectExists, 'subject_name');
}

const duplicate = { unique: () => badRequest(m.subjectExists, 'subject_name') };

interface SubjectFields {
  subject_name: string;
  subject_code?: string | null;
  is_optional: boolean;
}
const columnsOf = (body: SubjectFields) => ({
  name: body.subject_name,
  code: body.subject_code ?? null,
  isOptional: body.is_optional,
});

export async function createSubject(tx: Tx, tenantId: number, body: SubjectFields) {
  await checkNameFree(tx, tenantId, body.subject_name);
  const [row] = await refuseConflicts(
    () =>
      tx
        .insert(subjects)
        .values({ tenantId, ...columnsOf(body) })
        .returning(),
    duplicate,
  );
  return presentSubject(row!);
}

export async function updateSubject(
  tx: Tx,
  tenantId: number,
  body: SubjectFields & { id: number },
) {
  const [existing] = await tx
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.tenantId, tenantId), eq(subjects.id, body.id)));
  if (!existing) throw notFound(m.subjectNotFound);
  await checkNameFree(tx, tenantId, body.subject_name, body.id);
  const [row] = await refuseConflicts(
    () =>
      tx
        .update(subjects)
        .set(columnsOf(body))
        .where(and(eq(subjects.tenantId, tenantId), eq(subjects.id, body.id)))
        .returning(),
    duplicate,
  );
  return presentSubject(row!);
}

/** Deletes a subject; classes stop teaching it (with its teachers) in every session. */
export async function deleteSubject(tx: Tx, tenantId: number, id: number): Promise<void> {
  const [row] = await refuseConflicts(
    () =>
      tx
        .delete(subjects)
        .where(and(eq(subjects.tenantId, tenantId), eq(subjects.id, id)))
        .returning({ id: subjects.id }),
    { foreignKey: () => badRequest(m.subjectInUse, 'id') },
  );
  if (!row) throw notFound(m.subjectNotFound);
}
