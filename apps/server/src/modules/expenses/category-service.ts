import type { ExpenseCategoryBody, ExpenseCategoryRow } from '@shala/contracts';
import { expenseMessages } from '@shala/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { expenseCategories, expenses } from './tables.ts';

const m = expenseMessages;
const nameTaken = () => badRequest(m.categoryExists, 'name');

const expenseCount = sql<number>`(select count(*)::int from ${expenses} e
  where e.tenant_id = ${expenseCategories.tenantId} and e.category_id = ${expenseCategories.id})`;

/** The school's expense categories by name, each with how many expenses use it. */
export async function listExpenseCategories(scope: TenantScope): Promise<ExpenseCategoryRow[]> {
  const { tx, tenantId } = scope;
  return tx
    .select({
      id: expenseCategories.id,
      name: expenseCategories.name,
      description: expenseCategories.description,
      expense_count: expenseCount,
    })
    .from(expenseCategories)
    .where(eq(expenseCategories.tenantId, tenantId))
    .orderBy(asc(sql`lower(${expenseCategories.name})`), asc(expenseCategories.id));
}

export async function createExpenseCategory(
  scope: TenantScope,
  body: ExpenseCategoryBody,
): Promise<ExpenseCategoryRow> {
  const { tx, tenantId } = scope;
  const [row] = await refuseConflicts(
    () =>
      tx
        .insert(expenseCategories)
        .values({ tenantId, ...body })
        .returning(),
    { unique: nameTaken },
  );
  return { id: row!.id, name: row!.name, description: row!.description, expense_count: 0 };
}

export async function updateExpenseCategory(
  scope: TenantScope,
  body: ExpenseCategoryBody & { id: number },
): Promise<ExpenseCategoryRow> {
  const { tx, tenantId } = scope;
  const [row] = await refuseConflicts(
    () =>
      tx
        .update(expenseCategories)
        .set({ name: body.name, description: body.description })
        .where(and(eq(expenseCategories.tenantId, tenantId), eq(expenseCategories.id, body.id)))
        .returning({ id: expenseCategories.id }),
    { unique: nameTaken },
  );
  if (!row) throw notFound(m.categoryNotFound);
  const rows = await listExpenseCategories(scope);
  return rows.find((r) => r.id === row.id)!;
}

/** Deletes a category no expense (active or cancelled) uses. */
export async function deleteExpenseCategory(scope: TenantScope, id: number): Promise<void> {
  const { tx, tenantId } = scope;
  const [used] = await tx
    .select({ id: expenses.id })
    .from(expenses)
    .where(and(eq(expenses.tenantId, tenantId), eq(expenses.categoryId, id)))
    .limit(1);
  if (used) throw badRequest(m.categoryInUse);
  const [row] = await tx
    .delete(expenseCategories)
    .where(and(eq(expenseCategories.tenantId, tenantId), eq(expenseCategories.id, id)))
    .returning({ id: expenseCategories.id });
  if (!row) throw notFound(m.categoryNotFound);
}

/** Refuses an expense whose category is not one of the school's. */
export async function requireCategory(scope: TenantScope, id: number): Promise<void> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .select({ id: expenseCategories.id })
    .from(expenseCategories)
    .where(and(eq(expenseCategories.tenantId, tenantId), eq(expenseCategories.id, id)));
  if (!row) throw badRequest(m.chooseCategory, 'category_id');
}
