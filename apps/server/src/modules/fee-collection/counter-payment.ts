import {
  type MakePaymentReceiptBody,
  feeCollectionMessages as m,
  type PaymentResult,
  planOfDueKey,
  spreadConcession,
  sumPaise,
} from '@shala/contracts';
import { fingerprintRequest } from '../../platform/crypto/request-fingerprint.ts';
import { badRequest } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import { resolveSession } from '../academics/index.ts';
import { type DueWithStanding, withStanding } from './dues.ts';
import { lockForPayment } from './ledger-writes.ts';
import { refuseAdjustments, refuseLine } from './payment-refusals.ts';
import { writePayment } from './record-payment.ts';
import { loadPayableDues } from './schedule-dues.ts';
import { findStudentPlacement } from './student-dues.ts';

/**
 * A payment at the counter (`POST /accounts/makePaymentReceipt`): in one transaction, the
 * concession (spread over the chosen dues in order) and the late-fee waiver, then the payment
 * of what is left. A repeated key answers the first payment and writes nothing.
 */
export async function makePaymentReceipt(
  scope: SignedInScope,
  body: MakePaymentReceiptBody,
): Promise<PaymentResult> {
  const { tx, tenantId } = scope;
  const requestHash = fingerprintRequest(body);
  const earlier = await lockForPayment(tx, tenantId, body.idempotency_key, requestHash);
  if (earlier)
    return { payment_id: earlier.id, receipt_no: earlier.receiptNo, already_recorded: true };

  if (body.payment_date > scope.today) throw badRequest(m.paymentDateFuture, 'payment_date');
  const session = await resolveSession(tx, tenantId, body.session_id);
  await findStudentPlacement(tx, tenantId, body.student_id, session.id);
  const payable = await loadPayableDues(tx, tenantId, {
    studentId: body.student_id,
    sessionId: session.id,
    requestedPlan: planOfDueKey(body.payment_structure[0]?.due_key ?? ''),
    asOf: body.payment_date,
  });
  const dues = withStanding(payable.dues, body.payment_date);
  const chosen = body.payment_structure.map((line) => {
    const due = dues.find((d) => d.dueKey === line.due_key);
    refuseLine(due && { ...due, settled: due.balancePaise === 0 }, {
      amountPaise: line.fee_amount,
      lateFeePaise: line.late_fee,
    });
    return due!;
  });

  const principalLeft = chosen.map((due) => due.principalLeftPaise);
  const lateFeeLeft = chosen.map((due) => due.lateFeeLeftPaise);
  const waive = body.waive_late_fee === 1;
  refuseAdjustments(
    { principalLeftPaise: sumPaise(principalLeft), lateFeeLeftPaise: sumPaise(lateFeeLeft) },
    { concessionPaise: body.concession_amount, waive, waiverPaise: sumPaise(lateFeeLeft) },
  );
  const shares = spreadConcession(body.concession_amount, principalLeft);
  const toPay = chosen.map((due, i) => ({
    studentId: body.student_id,
    dueKey: due.dueKey,
    amountPaise: due.principalLeftPaise - shares[i]!,
    lateFeePaise: waive ? 0 : due.lateFeeLeftPaise,
  }));
  if (body.paid_amount !== sumPaise(toPay.map((l) => l.amountPaise + l.lateFeePaise)))
    throw badRequest(m.paidAmountDiffers, 'paid_amount');

  // The counter is locked and the key is new: write without looking again.
  const result = await writePayment(tx, {
    tenantId,
    lines: toPay,
    mode: body.payment_mode,
    instrument:
      body.payment_mode === 'cash'
        ? null
        : { number: body.cheque_dd_no!, date: body.cheque_date!, bank: body.bank_details! },
    idempotencyKey: body.idempotency_key,
    requestHash,
    receivedByUserId: scope.user.id,
    paymentDate: body.payment_date,
    sessionId: session.id,
    schedule: payable.loaded,
    purpose: body.purpose ?? null,
    adjustments: [
      ...adjustments(chosen, shares, 'concession', body.concession_name ?? ''),
      ...(waive
        ? adjustments(chosen, lateFeeLeft, 'waiver', body.fee_waiver_description ?? '')
        : []),
    ].map((adjustment) => ({ ...adjustment, studentId: body.student_id })),
  });
  return {
    payment_id: result.paymentId,
    receipt_no: result.receiptNo,
    already_recorded: result.alreadyRecorded,
  };
}

/** Concession or waiver amounts for the dues with a non-zero share. */
function adjustments(
  dues: DueWithStanding[],
  amounts: number[],
  kind: 'concession' | 'waiver',
  label: string,
) {
  return dues
    .map((due, i) => ({ kind, dueKey: due.dueKey, label, amountPaise: amounts[i]! }))
    .filter((adjustment) => adjustment.amountPaise > 0);
}
