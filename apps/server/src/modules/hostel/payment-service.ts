import {
  type HostelPaymentBody,
  hostelAmountToPay,
  hostelMessages as m,
  paiseToRupees,
} from '@shala/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { fingerprintRequest } from '../../platform/crypto/request-fingerprint.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SignedInScope, TenantScope } from '../../platform/scope.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findSession } from '../academics/index.ts';
import {
  postCharge,
  recordPayment,
  refuseOtherRequest,
  renderReceiptPdf,
} from '../fee-collection/index.ts';
import { findHostelFeeTerms } from './fee-setup-service.ts';
import { hostelCharge, hostelDueKey } from './ledger-hooks.ts';
import { monthsBetween } from './session-months.ts';
import { hostelPaidMonths, hostelPayments, roomAllocations } from './tables.ts';

type PaymentRecord = typeof hostelPayments.$inferSelect;

async function answerOf(tx: Tx, payment: PaymentRecord, alreadyRecorded: boolean) {
  const months = await tx
    .select({ month: hostelPaidMonths.month })
    .from(hostelPaidMonths)
    .where(
      and(
        eq(hostelPaidMonths.tenantId, payment.tenantId),
        eq(hostelPaidMonths.paymentId, payment.id),
      ),
    )
    .orderBy(hostelPaidMonths.month);
  return {
    id: payment.id,
    payment_id: payment.feePaymentId,
    receipt_no: payment.receiptNo,
    paid_month: months.map((row) => row.month),
    paid_amount: paiseToRupees(payment.paidPaise),
    late_fee: paiseToRupees(payment.lateFeePaise),
    due_amount: paiseToRupees(payment.duePaise),
    already_recorded: alreadyRecorded,
  };
}

/** Locks the student's active allocation of the session: their payments run one at a time. */
async function lockActiveAllocation(scope: TenantScope, sessionId: number, studentId: number) {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .select()
    .from(roomAllocations)
    .where(
      and(
        eq(roomAllocations.tenantId, tenantId),
        eq(roomAllocations.sessionId, sessionId),
        eq(roomAllocations.studentId, studentId),
        eq(roomAllocations.isDiscontinue, false),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The ledger payment's key of a hostel form's key: the hostel's payment row carries it. */
const ledgerKeyOf = (formKey: string) => `hostel:${formKey}`;

/** The hostel payment of a form's key (rows before 2026-11-27 carry the form's key itself). */
async function findPaymentByKey(scope: TenantScope, formKey: string) {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .select()
    .from(hostelPayments)
    .where(
      and(
        eq(hostelPayments.tenantId, tenantId),
        inArray(hostelPayments.idempotencyKey, [ledgerKeyOf(formKey), formKey]),
      ),
    );
  return row ?? null;
}

/**
 * Collects months of a student's hostel fee. The amounts are recomputed by the hostel rule and
 * must equal the form's; each month is charged to the fee ledger (due key
 * `hostel:<session>:<YYYY-MM>`) and paid there in one payment with one receipt. A repeated
 * idempotency key answers the first payment; a month is paid once.
 */
export async function payHostelFee(scope: SignedInScope, body: HostelPaymentBody) {
  const { tx } = scope;
  const tenantId = scope.tenantId;
  if (body.for === 'staff') throw badRequest(m.staffRentNotCollected, 'for');
  const allocation = await lockActiveAllocation(scope, body.session_id, body.user_id);
  const requestHash = fingerprintRequest(body);
  const earlier = await findPaymentByKey(scope, body.idempotency_key);
  if (earlier) return answerOf(tx, refuseOtherRequest(earlier, requestHash), true);
  if (!allocation) throw badRequest(m.residentNotAllocated, 'user_id');
  const session = await findSession(tx, tenantId, body.session_id);
  if (!session) throw badRequest(m.sessionNotFound, 'session_id');
  const terms = await findHostelFeeTerms(scope, allocation.hostelId, body.session_id);
  if (!terms) throw badRequest(m.noFeeSetup, 'session_id');

  const sessionMonths = monthsBetween(session.startDate, session.endDate);
  if (body.paid_month.some((month) => !sessionMonths.includes(month)))
    throw badRequest(m.badMonth, 'paid_month');
  if (body.paid_month.some((month) => month < allocation.dateOfJoining.slice(0, 7)))
    throw badRequest(m.monthBeforeJoining, 'paid_month');
  const paid = await tx
    .select({ month: hostelPaidMonths.month })
    .from(hostelPaidMonths)
    .where(
      and(
        eq(hostelPaidMonths.tenantId, tenantId),
        eq(hostelPaidMonths.sessionId, body.session_id),
        eq(hostelPaidMonths.studentId, body.user_id),
        inArray(hostelPaidMonths.month, body.paid_month),
      ),
    );
  if (paid.length > 0) throw badRequest(m.monthPaid, 'paid_month');
  if (body.payment_date > scope.today) throw badRequest(m.paymentInFuture, 'payment_date');

  const amount = hostelAmountToPay(
    { monthlyPaise: terms.amountPaise, lateFeePaise: terms.lateFeePaise, lastDay: terms.lastDay },
    body.paid_month,
    body.payment_date,
  );
  if (
    amount.totalPaise !== body.paid_amount ||
    amount.lateFeePaise !== body.late_fee ||
    amount.duePaise !== body.due_amount
  )
    throw badRequest(m.amountMismatch, 'paid_amount');

  for (const line of amount.lines)
    await postCharge(
      tx,
      hostelCharge(tenantId, body.user_id, body.session_id, terms, line.month, scope.user.id),
    );
  // The ledger's payment; the hostel's record of it (the months it paid) is written by the
  // ledger's hook (`hostelChargeSource.recordPaid`), as for a payment made online.
  const receipt = await recordPayment(tx, {
    tenantId,
    lines: amount.lines.map((line) => ({
      studentId: body.user_id,
      dueKey: hostelDueKey(body.session_id, line.month),
      amountPaise: line.amountPaise,
      lateFeePaise: line.lateFeePaise,
    })),
    mode: body.mode_of_payment,
    instrument:
      body.mode_of_payment === 'cash'
        ? null
        : { number: body.cheque_dd_no!, date: body.cheque_date!, bank: body.bank_details! },
    idempotencyKey: ledgerKeyOf(body.idempotency_key),
    requestHash,
    receivedByUserId: scope.user.id,
    paymentDate: body.payment_date,
    purpose: 'Hostel fee',
  });
  const payment = await findPaymentByKey(scope, body.idempotency_key);
  return answerOf(tx, payment!, receipt.alreadyRecorded);
}

/**
 * The receipt PDF of a hostel fee payment (by the fee payment id its answer gave), for those
 * who collect hostel fees without the fee counter's pages; another payment's is not found.
 */
export async function renderHostelReceipt(
  scope: SignedInScope,
  school: Tenant,
  feePaymentId: number,
) {
  const [row] = await scope.tx
    .select({ id: hostelPayments.id })
    .from(hostelPayments)
    .where(
      and(
        eq(hostelPayments.tenantId, scope.tenantId),
        eq(hostelPayments.feePaymentId, feePaymentId),
      ),
    );
  if (!row) throw notFound(m.receiptNotFound);
  return renderReceiptPdf(scope, school, feePaymentId);
}
