import {
  buildStudentSchedule,
  type ChargeSource,
  defaultFeePlan,
  type FeePlan,
  feePlans,
  type ScheduleDue,
  scheduleDuesOf,
} from '@shala/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import {
  type ClassFeeSchedule,
  concessionRulesOf,
  listSessionFeeSchedules,
  loadClassFeeSchedules,
} from '../fees/index.ts';
import { enrolmentOf } from '../students/index.ts';
import { listPendingCharges, pendingDueItem } from './charge-sources.ts';
import {
  byDueDate,
  type DueItem,
  liveEntries,
  loadDuesOfStudents,
  loadStudentDues,
} from './dues.ts';
import { selectRows } from './sql-rows.ts';

/** A student's fee-structure dues in a session that the ledger has not charged yet. */
export interface StudentScheduleDues {
  plan: FeePlan;
  planFixed: boolean;
  dues: ScheduleDue[];
}

/**
 * Schedule dues already read in the transaction, for the students named, with the plan they
 * were asked in: reused instead of read again when a student's lines ask the same plan.
 */
export interface LoadedSchedule {
  requestedPlan: FeePlan | null;
  studentIds: readonly number[];
  dues: ReadonlyMap<number, StudentScheduleDues>;
}

/**
 * The schedule dues of a session's active students (all, or those named), by student: the
 * fee structure of their class with their concessions, in the plan the ledger has fixed (else
 * `requestedPlan`, else monthly), less the keys already charged. Four queries for any number.
 */
export async function loadScheduleDues(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  options: { studentIds?: readonly number[]; requestedPlan?: FeePlan | null } = {},
): Promise<Map<number, StudentScheduleDues>> {
  const result = new Map<number, StudentScheduleDues>();
  const { studentIds } = options;
  if (studentIds?.length === 0) return result;
  const enrolment = enrolmentOf(tx, tenantId, sessionId);
  const placements = await tx
    .select({ studentId: enrolment.studentId, classId: enrolment.classId })
    .from(enrolment)
    .where(
      and(
        eq(enrolment.status, 'ACTIVE'),
        studentIds ? inArray(enrolment.studentId, [...studentIds]) : undefined,
      ),
    );
  const placed = placements.map((p) => ({
    studentId: Number(p.studentId),
    classId: Number(p.classId),
  }));
  const schedules = await listSessionFeeSchedules(tx, tenantId, sessionId, placed);
  if (schedules.size === 0) return result;
  const charged = await chargedKeysOf(tx, tenantId, sessionId, [...schedules.keys()]);
  for (const [studentId, installments] of schedules) {
    const { plan, planFixed, dues } = scheduleDuesOf({
      installments,
      chargedKeys: charged.get(studentId) ?? [],
      requestedPlan: options.requestedPlan,
    });
    result.set(studentId, { plan, planFixed, dues });
  }
  return result;
}

/** The due keys charged (and not reversed) to the students in the session, by student. */
async function chargedKeysOf(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  studentIds: readonly number[],
): Promise<Map<number, string[]>> {
  const rows = await selectRows<{ student_id: number | string; due_key: string }>(
    tx,
    sql`select distinct l.student_id, l.due_key
      from (${liveEntries(tenantId, sql`e.session_id = ${sessionId} and e.student_id in ${studentIds}`)}) l
      where l.kind = 'charge'`,
  );
  const byStudent = new Map<number, string[]>();
  for (const row of rows) {
    const id = Number(row.student_id);
    byStudent.set(id, [...(byStudent.get(id) ?? []), row.due_key]);
  }
  return byStudent;
}

/**
 * The fee structure's dues not charged yet, in the shape of `dueSums` (nothing paid, conceded
 * beyond the student's own concessions, or waived yet) for the SQL of reports, of the
 * session's active students (or of those named). The rules figure each class's instalments,
 * and the own instalments of students with concessions (`loadClassFeeSchedules`,
 * `buildStudentSchedule`); the database spreads the class's over its students, so what is read
 * and sent grows with the classes, not the students.
 * The SQL twin of `scheduleDuesOf`: the plan of the student's charged schedule dues, else
 * monthly; keys charged are the ledger's (the fee-collection tests check they agree).
 * Undefined when no class of the session has a structure.
 */
export async function scheduleDuesSql(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  options: { studentIds?: readonly number[] } = {},
): Promise<SQL | undefined> {
  const { studentIds } = options;
  const { startYear, classes } = await loadClassFeeSchedules(tx, tenantId, sessionId);
  if (classes.size === 0 || studentIds?.length === 0) return undefined;
  const classRows = classScheduleRows(classes);
  const own = await concededInstallments(tx, tenantId, sessionId, classes, startYear, studentIds);
  const enrolment = enrolmentOf(tx, tenantId, sessionId);
  const charged = liveEntries(
    tenantId,
    sql`e.session_id = ${sessionId} and e.kind = 'charge'${studentIds ? sql` and e.student_id in ${studentIds}` : sql``}`,
  );
  const planOf = sql`split_part(c.due_key, ':', 2)`;
  return sql`
    select v.student_id, v.due_key, ${sessionId}::bigint as session_id, v.label,
      'school_fee' as source, v.due_date::text as due_date, v.amount_paise as amount,
      coalesce(o.late_fee_paise, v.late_fee_paise) as late_rule,
      coalesce(o.concession_paise, 0) as concession, 0 as paid, 0 as late_paid, 0 as waived
    from (
      select p.student_id, c.plan, c.due_key, c.label, c.due_date, c.amount_paise,
        c.late_fee_paise
      from (select enrolled_student_id as student_id, enrolled_class_id as class_id
        from ${enrolment} where enrolled_status = 'ACTIVE'
        ${studentIds ? sql`and enrolled_student_id in ${studentIds}` : sql``}) p
      join jsonb_to_recordset(${JSON.stringify(classRows)}::jsonb) as c(class_id bigint,
        plan text, due_key text, label text, due_date date, amount_paise bigint,
        late_fee_paise bigint) on c.class_id = p.class_id
    ) v
    left join (
      select c.student_id, array_agg(c.due_key) as keys,
        min(${planOf}) filter (where ${planOf} in (${sql.join(
          feePlans.map((plan) => sql`${plan}`),
          sql`, `,
        )})) as plan
      from (${charged}) c
      group by c.student_id
    ) f on f.student_id = v.student_id
    left join jsonb_to_recordset(${JSON.stringify(own)}::jsonb) as o(student_id bigint,
      due_key text, concession_paise bigint, late_fee_paise bigint)
      on o.student_id = v.student_id and o.due_key = v.due_key
    where v.plan = coalesce(f.plan, ${defaultFeePlan})
      and (f.keys is null or v.due_key <> all(f.keys))`;
}

/** Each class's instalments that demand something, as the rows `scheduleDuesSql` spreads. */
export const classScheduleRows = (classes: ReadonlyMap<number, ClassFeeSchedule>) =>
  [...classes].flatMap(([classId, { installments }]) =>
    installments
      .filter((installment) => installment.amountPaise > 0)
      .map((installment) => ({
        class_id: classId,
        plan: installment.plan,
        due_key: installment.key,
        label: installment.label,
        due_date: installment.dueDate,
        amount_paise: installment.amountPaise,
        late_fee_paise: installment.lateFeePaise,
      })),
  );

/**
 * What a student's concessions change in their class's instalments (the concession, the late
 * fee figured on what is left), for the active students of the session who have any: few.
 */
async function concededInstallments(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  classes: ReadonlyMap<number, ClassFeeSchedule>,
  startYear: number,
  studentIds?: readonly number[],
) {
  const rules = await concessionRulesOf(tx, tenantId, sessionId, studentIds);
  if (rules.size === 0) return [];
  const enrolment = enrolmentOf(tx, tenantId, sessionId);
  const placements = await tx
    .select({ studentId: enrolment.studentId, classId: enrolment.classId })
    .from(enrolment)
    .where(and(eq(enrolment.status, 'ACTIVE'), inArray(enrolment.studentId, [...rules.keys()])));
  return placements.flatMap(({ studentId, classId }) => {
    const schedule = classes.get(Number(classId));
    if (!schedule) return [];
    return buildStudentSchedule({
      structure: schedule.rules,
      startYear,
      concessions: rules.get(Number(studentId)) ?? [],
    }).map((installment) => ({
      student_id: Number(studentId),
      due_key: installment.key,
      concession_paise: installment.concessionPaise,
      late_fee_paise: installment.lateFeePaise,
    }));
  });
}

/** A schedule due as a ledger due with nothing paid, conceded (beyond its own) or waived yet. */
const scheduleDueItem = (sessionId: number, due: ScheduleDue): DueItem => ({
  dueKey: due.dueKey,
  label: due.label,
  source: 'school_fee',
  sessionId,
  dueDate: due.dueDate,
  amountPaise: due.amountPaise,
  lateFeeRulePaise: due.lateFeeRulePaise,
  concessionPaise: due.concessionPaise,
  paidPaise: 0,
  lateFeePaidPaise: 0,
  waivedPaise: 0,
});

/** The ledger's dues merged with the schedule's (none of whose keys the ledger charges). */
const mergeDues = (sessionId: number, ledger: DueItem[], schedule?: StudentScheduleDues) =>
  schedule
    ? [...ledger, ...schedule.dues.map((due) => scheduleDueItem(sessionId, due))].sort(byDueDate)
    : ledger;

/**
 * A student's dues in a session: the ledger's, the charges other modules have due by `asOf`
 * (a hostel's months) not posted yet, and the fee structure's not charged yet; with
 * the schedule as read (`loaded`), for a payment to charge from without reading it again.
 */
export async function loadPayableDues(
  tx: Tx,
  tenantId: number,
  query: { studentId: number; sessionId: number; requestedPlan?: FeePlan | null; asOf: string },
): Promise<{
  plan: FeePlan | null;
  planFixed: boolean;
  dues: DueItem[];
  loaded: LoadedSchedule;
}> {
  const charged = await loadStudentDues(tx, tenantId, query.studentId, query.sessionId);
  const pending = await listPendingCharges(
    tx,
    tenantId,
    {
      studentId: query.studentId,
      sessionId: query.sessionId,
      asOf: query.asOf,
    },
    new Set(charged.map((due) => due.dueKey)),
  );
  const ledger = [...charged, ...pending.map(pendingDueItem)].sort(byDueDate);
  const schedules = await loadScheduleDues(tx, tenantId, query.sessionId, {
    studentIds: [query.studentId],
    requestedPlan: query.requestedPlan,
  });
  const loaded: LoadedSchedule = {
    requestedPlan: query.requestedPlan ?? null,
    studentIds: [query.studentId],
    dues: schedules,
  };
  const schedule = schedules.get(query.studentId);
  if (!schedule) return { plan: null, planFixed: false, dues: ledger, loaded };
  return {
    plan: schedule.plan,
    planFixed: schedule.planFixed,
    dues: mergeDues(query.sessionId, ledger, schedule),
    loaded,
  };
}

/**
 * `loadPayableDues` of many students (each in the plan the ledger has fixed, else monthly),
 * optionally only the dues of one source, by student: one ledger query, and the fee
 * structure's four when school fees are asked for, whatever the number of students.
 */
export async function loadPayableDuesOfStudents(
  tx: Tx,
  tenantId: number,
  query: { studentIds: readonly number[]; sessionId: number; source?: ChargeSource },
): Promise<Map<number, DueItem[]>> {
  const { studentIds, sessionId, source } = query;
  const ledger = await loadDuesOfStudents(tx, tenantId, studentIds, sessionId, source);
  // Schedule dues are school fees: another source's list has none of them.
  if (source !== undefined && source !== 'school_fee') return ledger;
  const schedule = await loadScheduleDues(tx, tenantId, sessionId, { studentIds });
  const result = new Map<number, DueItem[]>();
  for (const [studentId, dues] of ledger)
    result.set(studentId, mergeDues(sessionId, dues, schedule.get(studentId)));
  return result;
}
