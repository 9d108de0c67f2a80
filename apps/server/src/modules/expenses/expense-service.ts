import type {
  CreateExpenseBody,
  ExpenseList,
  ExpenseRow,
  ListExpensesQuery,
  UpdateExpenseBody,
} from '@shala/contracts';
import { expenseMessages, paiseToRupees } from '@shala/contracts';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { requireCategory } from './category-service.ts';
import { expenseCategories, expenses } from './tables.ts';

const m = expenseMessages;

const rowColumns = {
  id: expenses.id,
  category_id: expenses.categoryId,
  category_name: expenseCategories.name,
  title: expenses.title,
  amountPaise: expenses.amountPaise,
  expense_date: expenses.expenseDate,
  payment_mode: expenses.paymentMode,
  note: expenses.note,
  status: expenses.status,
  cancel_reason: expenses.cancelReason,
};
type Selected = Omit<ExpenseRow, 'amount' | 'payment_mode'> & {
  amountPaise: number;
  payment_mode: string;
};

const presentExpense = ({ amountPaise, ...row }: Selected): ExpenseRow => ({
  ...row,
  amount: paiseToRupees(amountPaise),
  payment_mode: row.payment_mode as ExpenseRow['payment_mode'],
});

const categoryJoin = and(
  eq(expenseCategories.tenantId, expenses.tenantId),
  eq(expenseCategories.id, expenses.categoryId),
);

function filterOf(tenantId: number, query: ListExpensesQuery): SQL | undefined {
  return and(
    eq(expenses.tenantId, tenantId),
    query.from_date ? gte(expenses.expenseDate, query.from_date) : undefined,
    query.to_date ? lte(expenses.expenseDate, query.to_date) : undefined,
    query.category_id ? eq(expenses.categoryId, query.category_id) : undefined,
    query.include_cancelled ? undefined : eq(expenses.status, 'active'),
  );
}

/**
 * A page of expenses, latest first, with the count and the totals of every expense the
 * filter matches (cancelled ones are counted but never summed).
 */
export async function listExpenses(
  scope: TenantScope,
  query: ListExpensesQuery,
): Promise<ExpenseList> {
  const { tx, tenantId } = scope;
  const where = filterOf(tenantId, query);
  const rows = await tx
    .select(rowColumns)
    .from(expenses)
    .innerJoin(expenseCategories, categoryJoin)
    .where(where)
    .orderBy(desc(expenses.expenseDate), desc(expenses.id))
    .offset(query.skip)
    .limit(query.limit);
  const active = sql`${expenses.status} = 'active'`;
  const totals = await tx
    .select({
      category_id: expenses.categoryId,
      category_name: expenseCategories.name,
      count: sql<number>`count(*)::int`,
      paise: sql<string>`coalesce(sum(${expenses.amountPaise}) filter (where ${active}), 0)`,
    })
    .from(expenses)
    .innerJoin(expenseCategories, categoryJoin)
    .where(where)
    .groupBy(expenses.categoryId, expenseCategories.name)
    .orderBy(sql`lower(${expenseCategories.name})`);
  const totalPaise = totals.reduce((sum, t) => sum + Number(t.paise), 0);
  return {
    list: rows.map(presentExpense),
    count: totals.reduce((sum, t) => sum + t.count, 0),
    total_amount: paiseToRupees(totalPaise),
    by_category: totals.map((t) => ({
      category_id: t.category_id,
      category_name: t.category_name,
      amount: paiseToRupees(Number(t.paise)),
    })),
  };
}

export async function getExpense(scope: TenantScope, id: number): Promise<ExpenseRow> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .select(rowColumns)
    .from(expenses)
    .innerJoin(expenseCategories, categoryJoin)
    .where(and(eq(expenses.tenantId, tenantId), eq(expenses.id, id)));
  if (!row) throw notFound(m.expenseNotFound);
  return presentExpense(row);
}

const columnsOf = (body: CreateExpenseBody | UpdateExpenseBody) => ({
  categoryId: body.category_id,
  title: body.title,
  amountPaise: body.amount,
  expenseDate: body.expense_date,
  paymentMode: body.payment_mode,
  note: body.note,
});

/** Records an expense; a repeated request key answers the expense it first recorded. */
export async function createExpense(
  scope: TenantScope,
  userId: number,
  body: CreateExpenseBody,
): Promise<ExpenseRow> {
  const { tx, tenantId } = scope;
  await requireCategory(scope, body.category_id);
  const [row] = await tx
    .insert(expenses)
    .values({ tenantId, createdBy: userId, requestKey: body.request_key, ...columnsOf(body) })
    .onConflictDoNothing()
    .returning({ id: expenses.id });
  if (row) return getExpense(scope, row.id);
  const [first] = await tx
    .select({ id: expenses.id })
    .from(expenses)
    .where(and(eq(expenses.tenantId, tenantId), eq(expenses.requestKey, body.request_key!)));
  return getExpense(scope, first!.id);
}

export async function updateExpense(
  scope: TenantScope,
  userId: number,
  body: UpdateExpenseBody,
): Promise<ExpenseRow> {
  const { tx, tenantId } = scope;
  const current = await getExpense(scope, body.id);
  if (current.status === 'cancelled') throw badRequest(m.expenseCancelled);
  await requireCategory(scope, body.category_id);
  await tx
    .update(expenses)
    .set({ ...columnsOf(body), updatedBy: userId })
    .where(and(eq(expenses.tenantId, tenantId), eq(expenses.id, body.id)));
  return getExpense(scope, body.id);
}

/** Cancels an expense with a reason; cancelling it again answers it as it is. */
export async function cancelExpense(
  scope: TenantScope,
  userId: number,
  body: { id: number; reason: string },
): Promise<ExpenseRow> {
  const { tx, tenantId } = scope;
  const current = await getExpense(scope, body.id);
  if (current.status === 'cancelled') return current;
  await tx
    .update(expenses)
    .set({
      status: 'cancelled',
      cancelReason: body.reason,
      cancelledBy: userId,
      cancelledAt: new Date(),
    })
    .where(and(eq(expenses.tenantId, tenantId), eq(expenses.id, body.id)));
  return getExpense(scope, body.id);
}
