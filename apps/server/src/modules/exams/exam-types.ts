import { examMessages as m } from '@shala/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { exams, examTypes } from './tables.ts';

type ExamTypeRecord = typeof examTypes.$inferSelect;
const presentExamType = (row: ExamTypeRecord) => ({
  id: row.id,
  exam_type_name: row.name,
  weight: row.weight,
});

export async function listExamTypes(scope: TenantScope) {
  const { tx, tenantId } = scope;
  const rows = await tx
    .select()
    .from(examTypes)
    .where(eq(examTypes.tenantId, tenantId))
    .orderBy(asc(examTypes.id));
  return rows.map(presentExamType);
}

export async function findExamType(scope: TenantScope, id: number) {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .select()
    .from(examTypes)
    .where(and(eq(examTypes.tenantId, tenantId), eq(examTypes.id, id)));
  if (!row) throw notFound(m.examTypeNotFound);
  return row;
}

/** Runs a write that may hit the name's unique index: a repeated name is a clear 400. */
async function refusingDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(m.examTypeExists, 'exam_type_name');
    throw error;
  }
}

export async function createExamType(
  scope: TenantScope,
  body: { exam_type_name: string; weight: number },
) {
  const { tx, tenantId } = scope;
  const [row] = await refusingDuplicate(() =>
    tx
      .insert(examTypes)
      .values({ tenantId, name: body.exam_type_name, weight: body.weight })
      .returning(),
  );
  return presentExamType(row!);
}

export async function updateExamType(
  scope: TenantScope,
  body: { id: number; exam_type_name: string; weight: number },
) {
  const { tx, tenantId } = scope;
  const [row] = await refusingDuplicate(() =>
    tx
      .update(examTypes)
      .set({ name: body.exam_type_name, weight: body.weight })
      .where(and(eq(examTypes.tenantId, tenantId), eq(examTypes.id, body.id)))
      .returning(),
  );
  if (!row) throw notFound(m.examTypeNotFound);
  return presentExamType(row);
}

export async function deleteExamType(scope: TenantScope, id: number) {
  const { tx, tenantId } = scope;
  await findExamType(scope, id);
  const [used] = await tx
    .select({ papers: count() })
    .from(exams)
    .where(and(eq(exams.tenantId, tenantId), eq(exams.examTypeId, id)));
  if ((used?.papers ?? 0) > 0) throw badRequest(m.examTypeInUse, 'id');
  await tx.delete(examTypes).where(and(eq(examTypes.tenantId, tenantId), eq(examTypes.id, id)));
}
