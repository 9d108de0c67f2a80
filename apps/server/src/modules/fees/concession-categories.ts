import type { ConcessionCategoryBody, ConcessionCategoryRow } from '@shala/contracts';
import { feeMessages as m, paiseToRupees, rupeesToPaise } from '@shala/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { concessionCategories, feeTitles, studentConcessions } from './tables.ts';

type CategoryRecord = typeof concessionCategories.$inferSelect;

const columnsOf = (body: ConcessionCategoryBody) => ({
  name: body.name,
  type: body.type,
  value: body.type === 'amount' ? rupeesToPaise(body.value) : body.value,
  feeTitleId: body.apply_to === 'total' ? null : body.apply_to,
  isStateReceivable: body.is_state_receivable,
  description: body.description,
});

const present = (
  row: CategoryRecord,
  applyToName: string | null,
  students: number,
): ConcessionCategoryRow => ({
  id: row.id,
  name: row.name,
  type: row.type,
  value: row.type === 'amount' ? paiseToRupees(row.value) : row.value,
  apply_to: row.feeTitleId ?? 'total',
  apply_to_name: applyToName ?? 'Total',
  is_state_receivable: row.isStateReceivable,
  description: row.description,
  students,
});

/** The school's concession categories with their fee type and how many students have each. */
export async function listConcessionCategories(
  tx: Tx,
  tenantId: number,
): Promise<ConcessionCategoryRow[]> {
  const students = tx
    .select({ categoryId: studentConcessions.categoryId, n: count().as('n') })
    .from(studentConcessions)
    .where(eq(studentConcessions.tenantId, tenantId))
    .groupBy(studentConcessions.categoryId)
    .as('students');
  const rows = await tx
    .select({ category: concessionCategories, title: feeTitles.name, n: students.n })
    .from(concessionCategories)
    .leftJoin(
      feeTitles,
      and(
        eq(feeTitles.tenantId, concessionCategories.tenantId),
        eq(feeTitles.id, concessionCategories.feeTitleId),
      ),
    )
    .leftJoin(students, eq(students.categoryId, concessionCategories.id))
    .where(eq(concessionCategories.tenantId, tenantId))
    .orderBy(asc(sql`lower(${concessionCategories.name})`));
  return rows.map((r) => present(r.category, r.title, Number(r.n ?? 0)));
}

async function findCategory(tx: Tx, tenantId: number, id: number) {
  const [row] = await listConcessionCategories(tx, tenantId).then((rows) =>
    rows.filter((r) => r.id === id),
  );
  if (!row) throw notFound(m.categoryNotFound);
  return row;
}

async function checkFeeTitle(
  tx: Tx,
  tenantId: number,
  applyTo: ConcessionCategoryBody['apply_to'],
) {
  if (applyTo === 'total') return;
  const [row] = await tx
    .select({ id: feeTitles.id })
    .from(feeTitles)
    .where(and(eq(feeTitles.tenantId, tenantId), eq(feeTitles.id, applyTo)));
  if (!row) throw badRequest(m.applyToUnknown, 'apply_to');
}

const taken = () => badRequest(m.categoryExists, 'name');

export async function createConcessionCategory(
  tx: Tx,
  tenantId: number,
  body: ConcessionCategoryBody,
): Promise<ConcessionCategoryRow> {
  await checkFeeTitle(tx, tenantId, body.apply_to);
  const [row] = await refuseConflicts(
    () =>
      tx
        .insert(concessionCategories)
        .values({ tenantId, ...columnsOf(body) })
        .returning(),
    { unique: taken },
  );
  return findCategory(tx, tenantId, row!.id);
}

export async function updateConcessionCategory(
  tx: Tx,
  tenantId: number,
  body: ConcessionCategoryBody & { id: number },
): Promise<ConcessionCategoryRow> {
  await checkFeeTitle(tx, tenantId, body.apply_to);
  const [row] = await refuseConflicts(
    () =>
      tx
        .update(concessionCategories)
        .set(columnsOf(body))
        .where(
          and(eq(concessionCategories.tenantId, tenantId), eq(concessionCategories.id, body.id)),
        )
        .returning(),
    { unique: taken },
  );
  if (!row) throw notFound(m.categoryNotFound);
  return findCategory(tx, tenantId, row.id);
}

/** Deletes a category no student has. */
export async function deleteConcessionCategory(tx: Tx, tenantId: number, id: number) {
  const [used] = await tx
    .select({ id: studentConcessions.id })
    .from(studentConcessions)
    .where(and(eq(studentConcessions.tenantId, tenantId), eq(studentConcessions.categoryId, id)))
    .limit(1);
  if (used) throw badRequest(m.categoryInUse, 'id');
  const [row] = await tx
    .delete(concessionCategories)
    .where(and(eq(concessionCategories.tenantId, tenantId), eq(concessionCategories.id, id)))
    .returning({ id: concessionCategories.id });
  if (!row) throw notFound(m.categoryNotFound);
}
