import { addDays, todayIn } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { holidays } from './tables.ts';

/** A demo school's holidays around today. Idempotent: a school with holidays is left alone. */
export async function seedHolidays(tx: Tx, tenantId: number): Promise<void> {
  const found = (await tx.execute(
    sql`select 1 from holidays where tenant_id = ${tenantId} limit 1`,
  )) as unknown as { rows: unknown[] };
  if (found.rows.length) return;
  const today = todayIn('Asia/Kolkata');
  await tx.insert(holidays).values([
    {
      tenantId,
      name: 'Founders Day',
      startDate: addDays(today, -20),
      endDate: addDays(today, -20),
    },
    {
      tenantId,
      name: 'Winter Break',
      startDate: addDays(today, 30),
      endDate: addDays(today, 36),
      appliesTo: 'students',
    },
    {
      tenantId,
      name: 'Staff Training Day',
      startDate: addDays(today, 12),
      endDate: addDays(today, 12),
      appliesTo: 'staff',
    },
  ]);
}
