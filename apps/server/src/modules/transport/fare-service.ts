import {
  paiseToRupees,
  rupeesToPaise,
  sumPaise,
  type TransportDueRow,
  transportDueDate,
  transportDueKey,
} from '@shala/contracts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { listStudentDues, postCharge, recordPayment } from '../fee-collection/index.ts';
import { listTransportAllocations } from './allocation-service.ts';

/**
 * Posts a month's fare (the student's pickup point's monthly fare) of every student allocated
 * in the session to the fee ledger, due on the 10th: one due per student and month
 * (`transport:<session>:<YYYY-MM>`), so posting the month again adds nothing.
 */
export async function postMonthCharges(ctx: SignedInContext, sessionId: number, month: string) {
  const tenantId = ctx.tenant.id;
  const riders = await listTransportAllocations(ctx.tx, tenantId, sessionId);
  let posted = 0;
  for (const rider of riders) {
    if (rider.fare <= 0) continue;
    const dueKey = transportDueKey(sessionId, month);
    await postCharge(ctx.tx, {
      tenantId,
      studentId: rider.student_id,
      sessionId,
      source: 'transport',
      description: `Transport fare ${month} (${rider.route_name}, ${rider.pickup_point_name})`,
      amountPaise: rupeesToPaise(rider.fare),
      dueDate: transportDueDate(month),
      idempotencyKey: `${dueKey}:${rider.student_id}`,
      dueKey,
      createdBy: ctx.user.id,
    });
    posted += 1;
  }
  return { posted };
}

async function transportDuesOf(
  ctx: SignedInContext,
  sessionId: number,
  studentId: number,
  asOf: string,
) {
  const dues = await listStudentDues(ctx.tx, ctx.tenant.id, { studentId, sessionId, asOf });
  return dues.filter((due) => due.source === 'transport' && due.balancePaise > 0);
}

/** Allocated students with the transport dues they still owe; `pastDueOnly` for defaulters. */
export async function listTransportDues(
  ctx: SignedInContext,
  sessionId: number,
  today: string,
  options: { routeId?: number; pastDueOnly?: boolean },
): Promise<TransportDueRow[]> {
  const riders = await listTransportAllocations(ctx.tx, ctx.tenant.id, sessionId, options.routeId);
  const rows: TransportDueRow[] = [];
  for (const rider of riders) {
    const dues = (await transportDuesOf(ctx, sessionId, rider.student_id, today)).filter(
      (due) => !options.pastDueOnly || due.dueDate < today,
    );
    if (options.pastDueOnly && !dues.length) continue;
    rows.push({
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
    });
  }
  return rows;
}

/** Records one payment (one receipt) of the chosen transport dues through the fee ledger. */
export async function payTransportDues(
  ctx: SignedInContext,
  sessionId: number,
  input: {
    studentId: number;
    dueKeys: string[];
    paymentDate: string;
    mode: 'cash' | 'cheque' | 'demand_draft';
    idempotencyKey: string;
  },
) {
  const dues = await transportDuesOf(ctx, sessionId, input.studentId, input.paymentDate);
  // With nothing chosen the ledger answers a repeated key with the first payment, else 400.
  const chosen = dues.filter((due) => input.dueKeys.includes(due.dueKey));
  const result = await recordPayment(ctx.tx, {
    tenantId: ctx.tenant.id,
    lines: chosen.map((due) => ({
      studentId: input.studentId,
      dueKey: due.dueKey,
      amountPaise: due.principalLeftPaise,
      lateFeePaise: due.lateFeeLeftPaise,
    })),
    mode: input.mode,
    idempotencyKey: `transport:${input.idempotencyKey}`,
    receivedByUserId: ctx.user.id,
    paymentDate: input.paymentDate,
    purpose: 'Transport fee',
  });
  return {
    payment_id: result.paymentId,
    receipt_no: result.receiptNo,
    already_recorded: result.alreadyRecorded,
  };
}
