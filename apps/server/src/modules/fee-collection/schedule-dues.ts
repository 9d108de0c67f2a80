import {
  type ChargeSource,
  type FeePlan,
  type ScheduleDue,
  scheduleDuesOf,
} from '@shala/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { listSessionFeeSchedules } from '../fees/index.ts';
import { enrolmentOf } from '../students/index.ts';
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
 * The schedule dues as ledger-shaped rows (a charge, and a concession when the student has
 * one) for the SQL of reports: `jsonb_to_recordset` of one parameter, whatever the count.
 */
export function scheduleRowsSql(sessionId: number, dues: Map<number, StudentScheduleDues>) {
  const rows = [...dues].flatMap(([studentId, { dues: list }]) =>
    list.flatMap((due) => {
      const base = {
        student_id: studentId,
        due_key: due.dueKey,
        session_id: sessionId,
        label: due.label,
        source: 'school_fee',
        due_date: due.dueDate,
      };
      const charge = {
        ...base,
        kind: 'charge',
        amount_paise: due.amountPaise,
        late_fee_paise: due.lateFeeRulePaise,
      };
      if (due.concessionPaise === 0) return [charge];
      return [
        charge,
        { ...base, kind: 'concession', amount_paise: due.concessionPaise, late_fee_paise: 0 },
      ];
    }),
  );
  return sql`select v.student_id, v.due_key, v.session_id, v.kind, v.label, v.source,
      v.due_date, v.amount_paise, v.late_fee_paise
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(student_id bigint,
      due_key text, session_id bigint, kind text, label text, source text, due_date date,
      amount_paise bigint, late_fee_paise bigint)`;
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
 * A student's dues in a session: the ledger's, and the fee structure's not charged yet; with
 * the schedule as read (`loaded`), for a payment to charge from without reading it again.
 */
export async function loadPayableDues(
  tx: Tx,
  tenantId: number,
  query: { studentId: number; sessionId: number; requestedPlan?: FeePlan | null },
): Promise<{
  plan: FeePlan | null;
  planFixed: boolean;
  dues: DueItem[];
  loaded: LoadedSchedule;
}> {
  const ledger = await loadStudentDues(tx, tenantId, query.studentId, query.sessionId);
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
