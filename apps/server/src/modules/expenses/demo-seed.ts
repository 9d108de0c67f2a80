import { addDays, todayIn } from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { expenseCategories, expenses } from './tables.ts';

const demoCategories = [
  { name: 'Electricity', description: 'Power bills of the campus' },
  { name: 'Stationery', description: 'Chalk, registers, printer paper' },
  { name: 'Maintenance', description: 'Repairs of buildings and furniture' },
  { name: 'Transport Fuel', description: 'Diesel for the school buses' },
];

/** Expenses of the last weeks: [category, title, rupees, days ago, mode]. */
const demoExpenses: [string, string, number, number, string][] = [
  ['Electricity', 'Electricity bill (main block)', 18450.5, 3, 'bank_transfer'],
  ['Stationery', 'Printer paper, 20 reams', 4200, 6, 'cash'],
  ['Maintenance', 'Classroom fan repairs', 2350, 9, 'cash'],
  ['Transport Fuel', 'Diesel for buses 1 to 3', 26780.75, 12, 'cheque'],
  ['Stationery', 'Attendance registers', 1560, 20, 'upi'],
  ['Maintenance', 'Plumbing, girls washroom', 5400, 27, 'bank_transfer'],
];

/** Gives a demo school expense categories and a few weeks of expenses. Idempotent. */
export async function seedExpenses(tx: Tx, tenantId: number): Promise<void> {
  const [existing] = await tx
    .select({ id: expenseCategories.id })
    .from(expenseCategories)
    .where(eq(expenseCategories.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const rows = await tx
    .insert(expenseCategories)
    .values(demoCategories.map((c) => ({ tenantId, ...c })))
    .returning({ id: expenseCategories.id, name: expenseCategories.name });
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  const today = todayIn('Asia/Kolkata');
  await tx.insert(expenses).values(
    demoExpenses.map(([category, title, rupees, daysAgo, mode]) => ({
      tenantId,
      categoryId: idOf.get(category)!,
      title,
      amountPaise: Math.round(rupees * 100),
      expenseDate: addDays(today, -daysAgo),
      paymentMode: mode,
    })),
  );
  await tx
    .update(expenses)
    .set({ status: 'cancelled', cancelReason: 'Entered twice' })
    .where(and(eq(expenses.tenantId, tenantId), eq(expenses.title, 'Attendance registers')));
}
