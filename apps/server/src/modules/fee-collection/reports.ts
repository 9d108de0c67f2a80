import {
  type AdjustmentRow,
  type CollectionRow,
  type DefaulterRow,
  type PaymentMode,
  paiseToRupees,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { SignedInScope } from '../../platform/scope.ts';
import { resolveSession } from '../academics/index.ts';
import { isChildOfAccount } from '../students/index.ts';
import { allOf, dueStandings, placementJoin } from './report-sql.ts';
import { scheduleDuesSql } from './schedule-dues.ts';
import { selectRows } from './sql-rows.ts';
import { checkOwnChild, isParent } from './student-dues.ts';
import { feeLedgerEntries, feePayments } from './tables.ts';

interface Page {
  skip: number;
  limit: number;
}
type Counted<T> = T & { total: number | string };
const pageOf = <T, R>(rows: Counted<T>[], present: (row: T) => R) => ({
  list: rows.map(present),
  count: Number(rows[0]?.total ?? 0),
});

interface ClassFilter extends Page {
  session_id?: number;
  class_id?: number;
  section_id?: number;
}

/**
 * Students with overdue dues on `asOf`: how many dues, which, and the balance; the ledger's
 * and the fee structure's dues not charged yet (`scheduleDuesSql`). Summed per student before
 * the names and classes are joined, the dues' labels listed for the page's students only: one
 * query for the page.
 */
export async function listDefaulters(scope: SignedInScope, query: ClassFilter & { as_of: string }) {
  const tenantId = scope.tenantId;
  const session = await resolveSession(scope.tx, tenantId, query.session_id);
  const schedule = await scheduleDuesSql(scope.tx, tenantId, session.id);
  const order = sql`cl.position, cl.class_name, se.section_name nulls first,
    sp.roll_number nulls last, st.student_name, b.student_id`;
  // Counted and summed per student for every student; the labels for the page's only.
  const rows = await selectRows<Counted<DefaulterSql>>(
    scope.tx,
    sql`
    with overdue as materialized (
      select d.student_id, d.label, d.due_date, d.due_key, d.balance
      from (${dueStandings(tenantId, sql`e.session_id = ${session.id}`, query.as_of, schedule)}) d
      where d.balance > 0 and d.due_date < ${query.as_of}
    )
    select page.*, (
      select string_agg(o.label, ', ' order by o.due_date, o.due_key) from overdue o
      where o.student_id = page.student_id
    ) as due_labels
    from (
      select b.student_id, st.student_name, st.admission_no, cl.class_name, se.section_name,
        sp.roll_number, b.months_due, b.balance, count(*) over () as total,
        row_number() over (order by ${order}) as page_order
      from (
        select o.student_id, count(*)::int as months_due, sum(o.balance) as balance
        from overdue o group by o.student_id
      ) b
      ${placementJoin(scope.tx, tenantId, sql`b`, session.id)}
      where ${allOf([
        query.class_id !== undefined && sql`sp.class_id = ${query.class_id}`,
        query.section_id !== undefined && sql`sp.section_id = ${query.section_id}`,
      ])}
      order by ${order}
      limit ${query.limit} offset ${query.skip}
    ) page
    order by page.page_order`,
  );
  return pageOf(
    rows,
    (row): DefaulterRow => ({
      student_id: Number(row.student_id),
      student_name: row.student_name,
      admission_no: row.admission_no,
      class_name: row.class_name,
      section_name: row.section_name,
      roll_number: row.roll_number,
      months_due: Number(row.months_due),
      due_labels: row.due_labels,
      balance: paiseToRupees(Number(row.balance)),
    }),
  );
}

interface DefaulterSql {
  student_id: number | string;
  student_name: string;
  admission_no: string;
  class_name: string | null;
  section_name: string | null;
  roll_number: number | null;
  months_due: number;
  due_labels: string;
  balance: number | string;
}

const reversedSql = (entryId: ReturnType<typeof sql>) =>
  sql`exists (select 1 from ${feeLedgerEntries} r where r.tenant_id = e.tenant_id and r.reverses_id = ${entryId})`;

/** Concessions or waivers given, newest first, paged; one query. */
export async function listAdjustments(
  scope: SignedInScope,
  kind: 'concession' | 'waiver',
  query: ClassFilter & { from_date?: string; to_date?: string },
) {
  const tenantId = scope.tenantId;
  const session = await resolveSession(scope.tx, tenantId, query.session_id);
  const rows = await selectRows<Counted<AdjustmentSql>>(
    scope.tx,
    sql`
    select e.id, e.entry_date::text as entry_date, e.student_id, st.student_name, cl.class_name,
      se.section_name, e.label as name, e.amount_paise, ${reversedSql(sql`e.id`)} as reversed,
      coalesce((
        select c.label from ${feeLedgerEntries} c
        where c.tenant_id = e.tenant_id and c.student_id = e.student_id
          and c.due_key = e.due_key and c.kind = 'charge' limit 1
      ), e.due_key) as due_label,
      count(*) over () as total
    from ${feeLedgerEntries} e
    ${placementJoin(scope.tx, tenantId, sql`e`, session.id)}
    where ${allOf([
      sql`e.tenant_id = ${tenantId} and e.kind = ${kind}`,
      sql`e.session_id = ${session.id}`,
      query.class_id !== undefined && sql`sp.class_id = ${query.class_id}`,
      query.section_id !== undefined && sql`sp.section_id = ${query.section_id}`,
      query.from_date !== undefined && sql`e.entry_date >= ${query.from_date}`,
      query.to_date !== undefined && sql`e.entry_date <= ${query.to_date}`,
    ])}
    order by e.entry_date desc, e.id desc
    limit ${query.limit} offset ${query.skip}`,
  );
  return pageOf(
    rows,
    (row): AdjustmentRow => ({
      entry_id: Number(row.id),
      entry_date: row.entry_date,
      student_id: Number(row.student_id),
      student_name: row.student_name,
      class_name: row.class_name,
      section_name: row.section_name,
      due_label: row.due_label,
      name: row.name,
      amount: paiseToRupees(Number(row.amount_paise)),
      reversed: Boolean(row.reversed),
    }),
  );
}

interface AdjustmentSql {
  id: number | string;
  entry_date: string;
  student_id: number | string;
  student_name: string;
  class_name: string | null;
  section_name: string | null;
  due_label: string;
  name: string;
  amount_paise: number | string;
  reversed: boolean;
}

const cancelledSql = sql`exists (select 1 from ${feeLedgerEntries} r where r.tenant_id = p.tenant_id and r.payment_id = p.id and r.kind = 'reversal')`;

/** Payments received, newest first, paged; a parent gets only their children's. One query. */
export async function listCollections(
  scope: SignedInScope,
  query: Page & {
    from_date?: string;
    to_date?: string;
    class_id?: number;
    student_id?: number;
    payment_mode?: PaymentMode;
    session_id?: number;
  },
) {
  const tenantId = scope.tenantId;
  const session = await resolveSession(scope.tx, tenantId, query.session_id);
  if (query.student_id !== undefined) await checkOwnChild(scope, query.student_id);
  const rows = await selectRows<Counted<CollectionSql>>(
    scope.tx,
    sql`
    select p.id, p.receipt_no, p.payment_date::text as payment_date, p.student_id,
      st.student_name, cl.class_name, se.section_name, p.mode, p.total_paise,
      ${cancelledSql} as cancelled,
      (select r.label from ${feeLedgerEntries} r where r.tenant_id = p.tenant_id
        and r.payment_id = p.id and r.kind = 'reversal' order by r.id limit 1) as cancel_reason,
      count(*) over () as total
    from ${feePayments} p
    ${placementJoin(scope.tx, tenantId, sql`p`, session.id)}
    where ${allOf([
      sql`p.tenant_id = ${tenantId}`,
      sql`p.session_id = ${session.id}`,
      isParent(scope) && isChildOfAccount(sql`p.student_id`, tenantId, scope.user.id),
      query.student_id !== undefined && sql`p.student_id = ${query.student_id}`,
      query.class_id !== undefined && sql`sp.class_id = ${query.class_id}`,
      query.payment_mode !== undefined && sql`p.mode = ${query.payment_mode}`,
      query.from_date !== undefined && sql`p.payment_date >= ${query.from_date}`,
      query.to_date !== undefined && sql`p.payment_date <= ${query.to_date}`,
    ])}
    order by p.payment_date desc, p.id desc
    limit ${query.limit} offset ${query.skip}`,
  );
  return pageOf(
    rows,
    (row): CollectionRow => ({
      payment_id: Number(row.id),
      receipt_no: Number(row.receipt_no),
      payment_date: row.payment_date,
      student_id: Number(row.student_id),
      student_name: row.student_name,
      class_name: row.class_name,
      section_name: row.section_name,
      payment_mode: row.mode,
      paid_amount: paiseToRupees(Number(row.total_paise)),
      cancelled: Boolean(row.cancelled),
      cancel_reason: row.cancel_reason,
    }),
  );
}

interface CollectionSql {
  id: number | string;
  receipt_no: number | string;
  payment_date: string;
  student_id: number | string;
  student_name: string;
  class_name: string | null;
  section_name: string | null;
  mode: PaymentMode;
  total_paise: number | string;
  cancelled: boolean;
  cancel_reason: string | null;
}

/** Money collected by day, class or mode, cancelled payments left out; one query. */
export async function getCollectionSummary(
  scope: SignedInScope,
  query: {
    group_by: 'day' | 'class' | 'mode';
    from_date?: string;
    to_date?: string;
    session_id?: number;
  },
) {
  const tenantId = scope.tenantId;
  const session = await resolveSession(scope.tx, tenantId, query.session_id);
  const group = {
    day: sql`p.payment_date::text`,
    class: sql`coalesce(cl.class_name, '-')`,
    mode: sql`p.mode`,
  }[query.group_by];
  const rows = await selectRows<{ grp: string; payments: number | string; amount: string }>(
    scope.tx,
    sql`
    select ${group} as grp, count(*) as payments, sum(p.total_paise) as amount
    from ${feePayments} p
    ${placementJoin(scope.tx, tenantId, sql`p`, session.id)}
    where ${allOf([
      sql`p.tenant_id = ${tenantId} and not ${cancelledSql}`,
      sql`p.session_id = ${session.id}`,
      query.from_date !== undefined && sql`p.payment_date >= ${query.from_date}`,
      query.to_date !== undefined && sql`p.payment_date <= ${query.to_date}`,
    ])}
    group by 1 order by 1`,
  );
  return rows.map((row) => ({
    group: row.grp,
    payments: Number(row.payments),
    amount: paiseToRupees(Number(row.amount)),
  }));
}
