import {
  paiseToRupees,
  sumPaise,
  type TransportDueRow,
  transportDueDate,
  transportDueKey,
} from '@shala/contracts';
import { eq } from 'drizzle-orm';
import type { SignedInScope } from '../../platform/scope.ts';
import {
  type DueWithStanding,
  listDuesOfStudents,
  postCharges,
  recordPayment,
} from '../fee-collection/index.ts';
import {
  type AllocationRecord,
  presentAllocations,
  selectAllocations,
} from './allocation-service.ts';
import { allocations } from './tables.ts';

/**
 * Posts a month's fare (the student's pickup point's monthly fare) of every student allocated
 * in the session to the fee ledger, due on the 10th: one due per student and month
 * (`transport:<session>:<YYYY-MM>`), so posting the month again adds nothing. One read of the
 * riders and one bulk write, in the request's transaction.
 */
export async function postMonthCharges(scope: SignedInScope, sessionId: number, month: string) {
  const tenantId = scope.tenantId;
  const riders = await selectAllocations(scope, sessionId);
  const dueKey = transportDueKey(sessionId, month);
  const charges = riders
    .filter((rider) => rider.farePaise > 0)
    .map((rider) => ({
      tenantId,
      studentId: rider.studentId,
      sessionId,
      source: 'transport' as const,
      description: `Transport fare ${month} (${rider.routeName}, ${rider.pointLabel})`,
      amountPaise: rider.farePaise,
      dueDate: transportDueDate(month),
      idempotencyKey: `${dueKey}:${rider.studentId}`,
      dueKey,
      createdBy: scope.user.id,
    }));
  await postCharges(scope.tx, charges);
  return { posted: charges.length };
}

/** The transport dues still owed of each student, as of `asOf`: one ledger query. */
async function transportDuesOf(
  scope: SignedInScope,
  sessionId: number,
  studentIds: readonly number[],
  asOf: string,
) {
  const dues = await listDuesOfStudents(scope, {
    studentIds,
    sessionId,
    asOf,
    source: 'transport',
  });
  return (studentId: number) => (dues.get(studentId) ?? []).filter((due) => due.balancePaise > 0);
}

/**
 * A page of the session's riders with the transport dues they still owe; `pastDueOnly` for
 * defaulters (riders with a due past its date, only those dues). A fixed number of queries per
 * page: the riders (the page of them, or for defaulters all of them, whose dues decide who is
 * listed), their dues in one ledger query, and the page's names and classes.
 */
export async function listTransportDues(
  scope: SignedInScope,
  sessionId: number,
  today: string,
  options: { routeId?: number; pastDueOnly?: boolean; skip: number; limit: number },
): Promise<{ list: TransportDueRow[]; count: number }> {
  const where =
    options.routeId === undefined ? undefined : eq(allocations.routeId, options.routeId);
  const page = { skip: options.skip, limit: options.limit };
  let records: AllocationRecord[];
  let count: number;
  let duesOf: (studentId: number) => DueWithStanding[];
  if (options.pastDueOnly) {
    const riders = await selectAllocations(scope, sessionId, where);
    const owed = await transportDuesOf(
      scope,
      sessionId,
      riders.map((r) => r.studentId),
      today,
    );
    duesOf = (studentId) => owed(studentId).filter((due) => due.dueDate < today);
    const defaulters = riders.filter((rider) => duesOf(rider.studentId).length > 0);
    count = defaulters.length;
    records = defaulters.slice(page.skip, page.skip + page.limit);
  } else {
    records = await selectAllocations(scope, sessionId, where, page);
    count = records[0]?.total ?? 0;
    duesOf = await transportDuesOf(
      scope,
      sessionId,
      records.map((r) => r.studentId),
      today,
    );
  }
  const rows = await presentAllocations(scope, sessionId, records);
  const list = rows.map((rider): TransportDueRow => {
    const dues = duesOf(rider.student_id);
    return {
      student_id: rider.student_id,
      student_name: rider.student_name,
      class_name: rider.class_name,
      roll_number: rider.roll_number,
      route_name: rider.route_name,
      pickup_point_name: rider.pickup_point_name,
      dues: dues.map((due) => ({
        due_key: due.dueKey,
        label: due.label,
        due_date: due.dueDate,
        principal_due: paiseToRupees(due.principalLeftPaise),
        late_fee_due: paiseToRupees(due.lateFeeLeftPaise),
        balance: paiseToRupees(due.balancePaise),
      })),
      balance: paiseToRupees(sumPaise(dues.map((due) => due.balancePaise))),
    };
  });
  return { list, count };
}

/** Records one payment (one receipt) of the chosen transport dues through the fee ledger. */
export async function payTransportDues(
  scope: SignedInScope,
  sessionId: number,
  input: {
    studentId: number;
    dueKeys: string[];
    paymentDate: string;
    mode: 'cash' | 'cheque' | 'demand_draft';
    instrument: { number: string; date: string; bank: string } | null;
    idempotencyKey: string;
    /** The request's fingerprint (`fingerprintRequest` of its body). */
    requestHash: string;
  },
) {
  const owed = await transportDuesOf(scope, sessionId, [input.studentId], input.paymentDate);
  // With nothing chosen the ledger answers a repeated key with the first payment, else 400.
  const chosen = owed(input.studentId).filter((due) => input.dueKeys.includes(due.dueKey));
  const result = await recordPayment(scope.tx, {
    tenantId: scope.tenantId,
    lines: chosen.map((due) => ({
      studentId: input.studentId,
      dueKey: due.dueKey,
      amountPaise: due.principalLeftPaise,
      lateFeePaise: due.lateFeeLeftPaise,
    })),
    mode: input.mode,
    instrument: input.mode === 'cash' ? null : input.instrument,
    idempotencyKey: `transport:${input.idempotencyKey}`,
    requestHash: input.requestHash,
    receivedByUserId: scope.user.id,
    paymentDate: input.paymentDate,
    purpose: 'Transport fee',
  });
  return {
    payment_id: result.paymentId,
    receipt_no: result.receiptNo,
    already_recorded: result.alreadyRecorded,
  };
}
