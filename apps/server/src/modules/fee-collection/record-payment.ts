import {
  feeCollectionMessages as m,
  type PaymentMode,
  standingOf,
  sumPaise,
} from '@shala/contracts';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest } from '../../platform/errors.ts';
import { findCurrentSession } from '../academics/index.ts';
import { postPendingCharges, reportPaidCharges } from './charge-sources.ts';
import { type DueWithStanding, loadStudentDues } from './dues.ts';
import {
  insertEntries,
  lockForPayment,
  type NewLedgerEntry,
  takeReceiptNo,
} from './ledger-writes.ts';
import { type DueLeft, refuseAdjustments, refuseLine } from './payment-refusals.ts';
import { postScheduleCharges } from './post-schedule-charges.ts';
import type { LoadedSchedule } from './schedule-dues.ts';
import { feePayments } from './tables.ts';

export interface PaymentLineInput {
  studentId: number;
  dueKey: string;
  /** What is paid of the due's principal: must be all that is left of it. */
  amountPaise: number;
  /** The late fee paid: must be the late fee left on the payment date. */
  lateFeePaise: number;
}

export interface RecordPaymentInput {
  tenantId: number;
  lines: PaymentLineInput[];
  mode: PaymentMode;
  instrument?: { number: string; date: string; bank: string } | null;
  provider?: string | null;
  providerPaymentId?: string | null;
  /** A repeated key answers the first payment (a double submit, a retry, a webhook). */
  idempotencyKey: string;
  /** The request the key stands for (`fingerprintRequest`): another one under the key is a 409. */
  requestHash: string;
  receivedByUserId?: number | null;
  /** YYYY-MM-DD (the caller's school day); late fees are figured on it. */
  paymentDate: string;
  purpose?: string | null;
  /** A concession or late-fee waiver given with this payment (at the counter), recorded first. */
  adjustments?: PaymentAdjustment[];
  /** The session whose fee-structure dues the lines may pay; the current one by default. */
  sessionId?: number;
  /** The session's fee-structure dues already read in this transaction (the counter's). */
  schedule?: LoadedSchedule;
}

export interface PaymentAdjustment {
  studentId: number;
  dueKey: string;
  kind: 'concession' | 'waiver';
  amountPaise: number;
  /** The concession's name or the waiver's description. */
  label: string;
}

export interface RecordPaymentResult {
  paymentId: number;
  receiptNo: number;
  alreadyRecorded: boolean;
}

/**
 * Records one payment (one receipt) of one or more dues, possibly of several students, in the
 * caller's transaction. A fee-structure due not charged yet is charged first, in the same
 * transaction. Idempotent by key; refuses a line whose amount or late fee differs from what the
 * ledger says is due on the payment date.
 */
export async function recordPayment(
  tx: Tx,
  input: RecordPaymentInput,
): Promise<RecordPaymentResult> {
  const earlier = await lockForPayment(tx, input.tenantId, input.idempotencyKey, input.requestHash);
  if (earlier)
    return { paymentId: earlier.id, receiptNo: earlier.receiptNo, alreadyRecorded: true };
  return writePayment(tx, input);
}

/**
 * `recordPayment` once `lockForPayment` has answered null in this transaction (the receipt
 * counter is locked and the key is new): charges, checks and writes the payment.
 */
export async function writePayment(
  tx: Tx,
  input: RecordPaymentInput,
): Promise<RecordPaymentResult> {
  const { tenantId } = input;
  const { paymentDate } = input;
  const adjustments = input.adjustments ?? [];
  const sessionId = input.sessionId ?? (await findCurrentSession(tx, tenantId))?.id;
  if (sessionId !== undefined) {
    await postScheduleCharges(tx, {
      tenantId,
      sessionId,
      lines: input.lines,
      createdBy: input.receivedByUserId ?? null,
      loaded: input.schedule,
    });
    await postPendingCharges(tx, tenantId, sessionId, input.lines, paymentDate);
  }
  const dues = await checkLines(tx, tenantId, input.lines, adjustments, paymentDate);
  const receiptNo = await takeReceiptNo(tx, tenantId);
  const first = dues[0]!;
  const [payment] = await tx
    .insert(feePayments)
    .values({
      tenantId,
      receiptNo,
      idempotencyKey: input.idempotencyKey,
      requestHash: input.requestHash,
      studentId: input.lines[0]!.studentId,
      sessionId: first.sessionId,
      paymentDate,
      mode: input.mode,
      chequeDdNo: input.instrument?.number ?? null,
      chequeDate: input.instrument?.date ?? null,
      bankDetails: input.instrument?.bank ?? null,
      provider: input.provider ?? null,
      providerPaymentId: input.providerPaymentId ?? null,
      purpose: input.purpose ?? null,
      totalPaise: sumPaise(input.lines.map((line) => line.amountPaise + line.lateFeePaise)),
      receivedBy: input.receivedByUserId ?? null,
    })
    .returning({ id: feePayments.id });
  const dueOf = (studentId: number, dueKey: string) =>
    dues.find((due) => due.studentId === studentId && due.dueKey === dueKey)!;
  const adjustmentEntries: NewLedgerEntry[] = adjustments.map((adjustment) => {
    const due = dueOf(adjustment.studentId, adjustment.dueKey);
    return {
      tenantId,
      kind: adjustment.kind,
      idempotencyKey: `${input.idempotencyKey}:${adjustment.kind}:${adjustment.studentId}:${adjustment.dueKey}`,
      studentId: adjustment.studentId,
      sessionId: due.sessionId,
      source: due.source,
      dueKey: adjustment.dueKey,
      label: adjustment.label,
      dueDate: due.dueDate,
      entryDate: paymentDate,
      amountPaise: adjustment.amountPaise,
      paymentId: payment!.id,
      createdBy: input.receivedByUserId ?? null,
    };
  });
  const paymentEntries: NewLedgerEntry[] = input.lines.map((line, index) => ({
    tenantId,
    kind: 'payment',
    idempotencyKey: `${input.idempotencyKey}#${index + 1}`,
    studentId: line.studentId,
    sessionId: dues[index]!.sessionId,
    source: dues[index]!.source,
    dueKey: line.dueKey,
    label: dues[index]!.label,
    dueDate: dues[index]!.dueDate,
    entryDate: paymentDate,
    amountPaise: line.amountPaise,
    lateFeePaise: line.lateFeePaise,
    paymentId: payment!.id,
    createdBy: input.receivedByUserId ?? null,
  }));
  await insertEntries(tx, [...adjustmentEntries, ...paymentEntries]);
  await reportPaidCharges(
    tx,
    {
      tenantId,
      feePaymentId: payment!.id,
      receiptNo,
      idempotencyKey: input.idempotencyKey,
      requestHash: input.requestHash,
      paymentDate,
      receivedBy: input.receivedByUserId ?? null,
    },
    paymentEntries.map((entry) => ({
      studentId: entry.studentId,
      source: entry.source,
      dueKey: entry.dueKey,
      amountPaise: entry.amountPaise,
      lateFeePaise: entry.lateFeePaise ?? 0,
    })),
  );
  return { paymentId: payment!.id, receiptNo, alreadyRecorded: false };
}

type CheckedDue = DueWithStanding & DueLeft & { studentId: number };

/**
 * Each line's due as the ledger has it on the date, after the adjustments; refuses a line
 * that differs from it, and an adjustment larger than what it reduces.
 */
async function checkLines(
  tx: Tx,
  tenantId: number,
  lines: PaymentLineInput[],
  adjustments: PaymentAdjustment[],
  paymentDate: string,
): Promise<CheckedDue[]> {
  if (lines.length === 0) throw badRequest(m.chooseDues, 'payment_structure');
  const keys = lines.map((line) => `${line.studentId}|${line.dueKey}`);
  if (new Set(keys).size !== keys.length) throw badRequest(m.dueTwice, 'payment_structure');
  const byKey = new Map<string, CheckedDue>();
  for (const studentId of new Set(lines.map((line) => line.studentId))) {
    const dues = await loadStudentDues(tx, tenantId, studentId);
    for (const due of dues) {
      const before = standingOf(due, paymentDate);
      const mine = adjustments.filter((a) => a.studentId === studentId && a.dueKey === due.dueKey);
      const conceded = sumPaise(
        mine.filter((a) => a.kind === 'concession').map((a) => a.amountPaise),
      );
      const waived = sumPaise(mine.filter((a) => a.kind === 'waiver').map((a) => a.amountPaise));
      refuseAdjustments(before, {
        concessionPaise: conceded,
        waive: waived > 0,
        waiverPaise: waived,
      });
      const adjusted = {
        ...due,
        concessionPaise: due.concessionPaise + conceded,
        waivedPaise: due.waivedPaise + waived,
      };
      const after = standingOf(adjusted, paymentDate);
      // The late fee accrued on the date stays due after a concession; only a waiver lowers it.
      const lateFeeLeftPaise = before.lateFeeLeftPaise - waived;
      byKey.set(`${studentId}|${due.dueKey}`, {
        ...adjusted,
        ...after,
        lateFeeLeftPaise,
        balancePaise: after.principalLeftPaise + lateFeeLeftPaise,
        studentId,
        settled: before.balancePaise === 0,
      });
    }
  }
  return lines.map((line, index) => {
    const due = byKey.get(keys[index]!);
    refuseLine(due, line);
    return due!;
  });
}
