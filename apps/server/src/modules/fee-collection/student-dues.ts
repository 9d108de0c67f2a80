import {
  type ChargeSource,
  type DueRow,
  type FeePlan,
  feeCollectionMessages as m,
  paiseToRupees,
  type StudentDues,
  sumPaise,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import type { SignedInScope, TenantScope } from '../../platform/scope.ts';
import { resolveSession } from '../academics/index.ts';
import { isChildOfAccount } from '../students/index.ts';
import { type DueWithStanding, paymentTypeOf, withStanding } from './dues.ts';
import { placementJoin } from './report-sql.ts';
import { loadPayableDues, loadPayableDuesOfStudents } from './schedule-dues.ts';
import { selectRows } from './sql-rows.ts';

const parentRole = 4;

interface PlacementRow {
  student_id: number | string;
  student_name: string;
  admission_no: string;
  admission_date: string | null;
  class_id: number | string | null;
  class_name: string | null;
  section_name: string | null;
  roll_number: number | null;
}

/** A student of the school as the collection screens head it, in a session; 404 otherwise. */
export async function findStudentPlacement(
  tx: Tx,
  tenantId: number,
  studentId: number,
  sessionId: number,
) {
  const [row] = await selectRows<PlacementRow>(
    tx,
    sql`select st.id as student_id, st.student_name, st.admission_no,
        st.admission_date::text as admission_date, sp.class_id, cl.class_name, se.section_name,
        sp.roll_number
      from (select ${studentId}::bigint as student_id) one
      ${placementJoin(tx, tenantId, sql`one`, sessionId)}`,
  );
  if (!row) throw notFound(m.studentNotFound);
  return {
    ...row,
    student_id: Number(row.student_id),
    class_id: row.class_id === null ? null : Number(row.class_id),
  };
}

/** Refuses (404, as for a student of another school) a parent asking about another's child. */
export async function checkOwnChild(scope: SignedInScope, studentId: number): Promise<void> {
  if (scope.user.roleId !== parentRole) return;
  const rows = await selectRows(
    scope.tx,
    sql`select 1 where ${isChildOfAccount(sql`${studentId}::bigint`, scope.tenantId, scope.user.id)}`,
  );
  if (rows.length === 0) throw notFound(m.studentNotFound);
}

export const isParent = (scope: SignedInScope) => scope.user.roleId === parentRole;

/**
 * The dues of a student in a session with the late fee as of `asOf` (the school's today), what was paid, conceded
 * and waived, and the balance (the published read other modules and the parent's page use):
 * the ledger's charges and the fee structure's instalments not charged yet, merged by due key,
 * in the plan the ledger has fixed (else `plan`, else monthly).
 */
export async function listStudentDues(
  scope: TenantScope,
  query: { studentId: number; sessionId: number; asOf?: string; plan?: FeePlan | null },
): Promise<DueWithStanding[]> {
  return (await listStudentDuesWithPlan(scope, query)).dues;
}

/** `listStudentDues` with the fee plan they follow (null without a fee structure). */
export async function listStudentDuesWithPlan(
  scope: TenantScope,
  query: { studentId: number; sessionId: number; asOf?: string; plan?: FeePlan | null },
) {
  const asOf = query.asOf ?? scope.today;
  const payable = await loadPayableDues(scope.tx, scope.tenantId, {
    studentId: query.studentId,
    sessionId: query.sessionId,
    requestedPlan: query.plan,
    asOf,
  });
  return {
    plan: payable.plan,
    planFixed: payable.planFixed,
    dues: withStanding(payable.dues, asOf),
  };
}

/**
 * `listStudentDues` of a page of students at once (optionally only the dues of one source, e.g.
 * transport), by student (every id asked for has an entry): the same figures, read in a fixed
 * number of queries whatever the number of students. The plan is the one the ledger has fixed,
 * else monthly, as `listStudentDues` without a `plan`.
 */
export async function listDuesOfStudents(
  scope: TenantScope,
  query: {
    studentIds: readonly number[];
    sessionId: number;
    asOf?: string;
    source?: ChargeSource;
  },
): Promise<Map<number, DueWithStanding[]>> {
  const asOf = query.asOf ?? scope.today;
  const dues = await loadPayableDuesOfStudents(scope.tx, scope.tenantId, query);
  return new Map([...dues].map(([studentId, list]) => [studentId, withStanding(list, asOf)]));
}

export const presentDue = (due: DueWithStanding): DueRow => ({
  due_key: due.dueKey,
  label: due.label,
  source: due.source,
  payment_type: paymentTypeOf(due),
  due_date: due.dueDate,
  amount: paiseToRupees(due.amountPaise),
  concession: paiseToRupees(due.concessionPaise),
  late_fee: paiseToRupees(due.lateFeePaise),
  waived: paiseToRupees(due.waivedPaise),
  paid: paiseToRupees(due.paidPaise + due.lateFeePaidPaise),
  principal_due: paiseToRupees(due.principalLeftPaise),
  late_fee_due: paiseToRupees(due.lateFeeLeftPaise),
  balance: paiseToRupees(due.balancePaise),
});

/** The dues screen's answer: the student, each due, and the totals. */
export async function getStudentDues(
  scope: SignedInScope,
  query: { student_id: number; session_id?: number; as_of: string; plan?: FeePlan },
): Promise<StudentDues> {
  await checkOwnChild(scope, query.student_id);
  const session = await resolveSession(scope.tx, scope.tenantId, query.session_id);
  const student = await findStudentPlacement(
    scope.tx,
    scope.tenantId,
    query.student_id,
    session.id,
  );
  const { plan, planFixed, dues } = await listStudentDuesWithPlan(scope, {
    studentId: query.student_id,
    sessionId: session.id,
    asOf: query.as_of,
    plan: query.plan,
  });
  return {
    student,
    session_id: session.id,
    plan,
    plan_fixed: planFixed,
    as_of: query.as_of,
    dues: dues.map(presentDue),
    total_demanded: paiseToRupees(sumPaise(dues.map((due) => due.demandedPaise))),
    total_paid: paiseToRupees(sumPaise(dues.map((d) => d.paidPaise + d.lateFeePaidPaise))),
    total_due: paiseToRupees(sumPaise(dues.map((due) => due.balancePaise))),
  };
}
