import {
  type ChargeSource,
  feeCollectionMessages as m,
  paiseToRupees,
  type Receipt,
  sumPaise,
} from '@shala/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import { accountsOf } from '../auth/index.ts';
import { findStudentsByIds, listParentContacts } from '../students/index.ts';
import { paymentTypeOf } from './dues.ts';
import { findPayment } from './ledger-writes.ts';
import { checkOwnChild, findStudentPlacement } from './student-dues.ts';
import { feeLedgerEntries } from './tables.ts';

type Entry = typeof feeLedgerEntries.$inferSelect;
const total = (entries: Entry[], field: 'amountPaise' | 'lateFeePaise' = 'amountPaise') =>
  sumPaise(entries.map((entry) => entry[field]));

/** A receipt with the §3 fields: what was paid for, late fee (or waived), concession, mode. */
export async function getReceipt(scope: SignedInScope, paymentId: number): Promise<Receipt> {
  const tenantId = scope.tenantId;
  const payment = await findPayment(scope.tx, tenantId, paymentId);
  if (!payment) throw notFound(m.paymentNotFound);
  const entries = await scope.tx
    .select()
    .from(feeLedgerEntries)
    .where(and(eq(feeLedgerEntries.tenantId, tenantId), eq(feeLedgerEntries.paymentId, payment.id)))
    .orderBy(asc(feeLedgerEntries.id));
  const students = [...new Set(entries.map((entry) => entry.studentId))];
  for (const studentId of students.length ? students : [payment.studentId]) {
    await checkOwnChild(scope, studentId).catch(() => {
      throw notFound(m.paymentNotFound);
    });
  }
  const of = (kind: Entry['kind']) => entries.filter((entry) => entry.kind === kind);
  const [payments, concessions, waivers, reversals] = [
    of('payment'),
    of('concession'),
    of('waiver'),
    of('reversal'),
  ];
  const student = await findStudentPlacement(
    scope.tx,
    tenantId,
    payment.studentId,
    payment.sessionId ?? 0,
  );
  const names = new Map(
    (await findStudentsByIds(scope.tx, tenantId, students)).map((row) => [
      row.studentId,
      row.studentName,
    ]),
  );
  const parentsOf = await listParentContacts(scope.tx, tenantId, [payment.studentId], [1, 2]);
  const parentName = (type: number) =>
    parentsOf.find((parent) => parent.parentType === type)?.fullName ?? null;
  const accounts = accountsOf(scope.tx, tenantId);
  const [receiver] = payment.receivedBy
    ? await scope.tx
        .select({ fullName: accounts.fullName })
        .from(accounts)
        .where(eq(accounts.id, payment.receivedBy))
    : [];
  const onDue = (list: Entry[], line: Entry) =>
    paiseToRupees(
      total(list.filter((e) => e.studentId === line.studentId && e.dueKey === line.dueKey)),
    );
  const lateFee = total(payments, 'lateFeePaise');
  const waived = total(waivers);
  const conceded = total(concessions);
  return {
    payment_id: payment.id,
    receipt_no: payment.receiptNo,
    student_id: student.student_id,
    student_name: student.student_name,
    admission_no: student.admission_no,
    date_of_admission: student.admission_date,
    class_name: student.class_name,
    section_name: student.section_name,
    session_id: payment.sessionId,
    payment_date: payment.paymentDate,
    payment_mode: payment.mode,
    payment_type: [...new Set(payments.map(paymentTypeOf))].join(', '),
    cheque_dd_no: payment.chequeDdNo,
    cheque_date: payment.chequeDate,
    bank_details: payment.bankDetails,
    provider: payment.provider,
    provider_payment_id: payment.providerPaymentId,
    purpose: payment.purpose,
    paid_for: payments.map((entry) => entry.label).join(', '),
    paid_amount: paiseToRupees(payment.totalPaise),
    late_fee: paiseToRupees(lateFee),
    waive_late_fee: waivers.length > 0 ? 1 : 0,
    waived_amount: paiseToRupees(waived),
    fee_waiver_description: waivers[0]?.label ?? null,
    concession_name: concessions[0]?.label ?? null,
    concession_amount: paiseToRupees(conceded),
    total_amount: paiseToRupees(payment.totalPaise + conceded + waived),
    lines: payments.map((entry) => ({
      due_key: entry.dueKey,
      label: entry.label,
      amount: paiseToRupees(entry.amountPaise),
      late_fee: paiseToRupees(entry.lateFeePaise),
      student_name: names.get(entry.studentId) ?? student.student_name,
      concession: onDue(concessions, entry),
      waived: onDue(waivers, entry),
    })),
    cancelled: reversals.length > 0,
    cancel_reason: reversals[0]?.label ?? null,
    father_name: parentName(1),
    mother_name: parentName(2),
    roll_number: student.roll_number,
    received_by: receiver?.fullName ?? null,
    sources: [...new Set(payments.map((entry) => entry.source as ChargeSource))],
  };
}
