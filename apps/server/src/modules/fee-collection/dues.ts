import { type DueLedger, type DueStanding, standingOf } from '@shala/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { selectRows } from './sql-rows.ts';

/** One due of a student (an instalment, a month, a posted charge) with its ledger sums. */
export interface DueItem extends DueLedger {
  dueKey: string;
  label: string;
  source: string;
  sessionId: number | null;
}

export interface DueWithStanding extends DueItem, DueStanding {}

/** The plan a due key names (`2026-27:quarterly:1` → quarterly), else the charge's source. */
export function paymentTypeOf(due: Pick<DueItem, 'dueKey' | 'source'>): string {
  const plan = due.dueKey.split(':')[1];
  return plan && ['monthly', 'quarterly', 'semestral', 'oneTime'].includes(plan)
    ? plan
    : due.source;
}

/**
 * Live entries (not reversed, not reversals) of a tenant: the base of every dues figure.
 * `scope` narrows it (a student, a session) so the indexes lead with tenant_id.
 */
export const liveEntries = (tenantId: number, scope: SQL) => sql`
  select e.* from fee_ledger_entries e
  where e.tenant_id = ${tenantId} and ${scope} and e.kind <> 'reversal'
    and not exists (
      select 1 from fee_ledger_entries r where r.tenant_id = e.tenant_id and r.reverses_id = e.id
    )`;

/**
 * Per student and due: the charge and what was paid, conceded and waived against it. `extra`
 * adds dues not stored, already in this shape (the fee structure's dues not charged yet).
 */
export const dueSums = (tenantId: number, scope: SQL, extra?: SQL) => sql`
  select l.student_id, l.due_key, l.session_id,
    min(l.label) filter (where l.kind = 'charge') as label,
    min(l.source) filter (where l.kind = 'charge') as source,
    (min(l.due_date) filter (where l.kind = 'charge'))::text as due_date,
    coalesce(sum(l.amount_paise) filter (where l.kind = 'charge'), 0)::bigint as amount,
    coalesce(max(l.late_fee_paise) filter (where l.kind = 'charge'), 0) as late_rule,
    coalesce(sum(l.amount_paise) filter (where l.kind = 'concession'), 0)::bigint as concession,
    coalesce(sum(l.amount_paise) filter (where l.kind = 'payment'), 0)::bigint as paid,
    coalesce(sum(l.late_fee_paise) filter (where l.kind = 'payment'), 0)::bigint as late_paid,
    coalesce(sum(l.amount_paise) filter (where l.kind = 'waiver'), 0)::bigint as waived
  from (${liveEntries(tenantId, scope)}) l
  group by l.student_id, l.due_key, l.session_id
  having count(*) filter (where l.kind = 'charge') > 0
  ${extra ? sql`union all ${extra}` : sql``}`;

interface DueSumRow {
  due_key: string;
  session_id: string | number | null;
  label: string;
  source: string;
  due_date: string;
  amount: string | number;
  late_rule: string | number;
  concession: string | number;
  paid: string | number;
  late_paid: string | number;
  waived: string | number;
}

const dueItemOf = (row: DueSumRow): DueItem => ({
  dueKey: row.due_key,
  sessionId: row.session_id === null ? null : Number(row.session_id),
  label: row.label,
  source: row.source,
  dueDate: String(row.due_date),
  amountPaise: Number(row.amount),
  lateFeeRulePaise: Number(row.late_rule),
  concessionPaise: Number(row.concession),
  paidPaise: Number(row.paid),
  lateFeePaidPaise: Number(row.late_paid),
  waivedPaise: Number(row.waived),
});

/** Due-date order, then key: the order every dues list is shown in. */
export const byDueDate = (a: DueItem, b: DueItem) =>
  a.dueDate.localeCompare(b.dueDate) || a.dueKey.localeCompare(b.dueKey);

/** A student's dues with their ledger sums, in due-date order; one query. */
export async function loadStudentDues(
  tx: Tx,
  tenantId: number,
  studentId: number,
  sessionId?: number,
): Promise<DueItem[]> {
  const scope =
    sessionId === undefined
      ? sql`e.student_id = ${studentId}`
      : sql`e.student_id = ${studentId} and e.session_id = ${sessionId}`;
  const rows = await selectRows<DueSumRow>(
    tx,
    sql`select * from (${dueSums(tenantId, scope)}) d order by d.due_date, d.due_key`,
  );
  return rows.map(dueItemOf);
}

/**
 * The ledger dues of many students in a session (optionally of one source), by student, in
 * due-date order: `loadStudentDues` for each of them, in one query whatever their number.
 */
export async function loadDuesOfStudents(
  tx: Tx,
  tenantId: number,
  studentIds: readonly number[],
  sessionId: number,
  source?: string,
): Promise<Map<number, DueItem[]>> {
  const result = new Map<number, DueItem[]>(studentIds.map((id) => [id, []]));
  if (studentIds.length === 0) return result;
  // The ids as one JSON parameter, whatever their number.
  const ids = JSON.stringify(studentIds);
  const scope = sql`e.session_id = ${sessionId}
    and e.student_id in (select jsonb_array_elements_text(${ids}::jsonb)::bigint)`;
  const rows = await selectRows<DueSumRow & { student_id: number | string }>(
    tx,
    sql`select * from (${dueSums(tenantId, scope)}) d
      ${source === undefined ? sql`` : sql`where d.source = ${source}`}
      order by d.student_id, d.due_date, d.due_key`,
  );
  for (const row of rows) result.get(Number(row.student_id))?.push(dueItemOf(row));
  return result;
}

/** The dues with their standing on `asOf` (YYYY-MM-DD). */
export const withStanding = (dues: DueItem[], asOf: string): DueWithStanding[] =>
  dues.map((due) => ({ ...due, ...standingOf(due, asOf) }));
