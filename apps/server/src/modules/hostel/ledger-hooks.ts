import { hostelDueDate, monthLabel, sumPaise } from '@shala/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { academicSessions } from '../academics/index.ts';
import type { ChargeSourceHooks, PostChargeInput } from '../fee-collection/index.ts';
import { monthsBetween } from './session-months.ts';
import { hostelFeeSetups, hostelPaidMonths, hostelPayments, roomAllocations } from './tables.ts';

/** The fee ledger's keys of a student's hostel month (one due per month of the session). */
export const hostelDueKey = (sessionId: number, month: string) => `hostel:${sessionId}:${month}`;
export const hostelChargeKey = (sessionId: number, studentId: number, month: string) =>
  `hostel:${sessionId}:${studentId}:${month}`;
const monthOfDueKey = (dueKey: string) => dueKey.split(':')[2] ?? '';

/** A month's hostel charge on the terms of the fee setup. */
export const hostelCharge = (
  tenantId: number,
  studentId: number,
  sessionId: number,
  terms: { amountPaise: number; lateFeePaise: number; lastDay: number },
  month: string,
  createdBy: number | null,
): PostChargeInput => ({
  tenantId,
  studentId,
  sessionId,
  source: 'hostel',
  description: `Hostel fee ${monthLabel(month)}`,
  amountPaise: terms.amountPaise,
  lateFeePaise: terms.lateFeePaise,
  dueDate: hostelDueDate(month, terms.lastDay),
  idempotencyKey: hostelChargeKey(sessionId, studentId, month),
  dueKey: hostelDueKey(sessionId, month),
  createdBy,
});

/** The student's allocation in the session (the active one first) with its fee setup. */
async function findResidence(tx: Tx, tenantId: number, studentId: number, sessionId: number) {
  const [row] = await tx
    .select({ allocation: roomAllocations, setup: hostelFeeSetups, session: academicSessions })
    .from(roomAllocations)
    .innerJoin(
      hostelFeeSetups,
      and(
        eq(hostelFeeSetups.tenantId, roomAllocations.tenantId),
        eq(hostelFeeSetups.hostelId, roomAllocations.hostelId),
        eq(hostelFeeSetups.sessionId, roomAllocations.sessionId),
      ),
    )
    .innerJoin(
      academicSessions,
      and(
        eq(academicSessions.tenantId, roomAllocations.tenantId),
        eq(academicSessions.id, roomAllocations.sessionId),
      ),
    )
    .where(
      and(
        eq(roomAllocations.tenantId, tenantId),
        eq(roomAllocations.sessionId, sessionId),
        eq(roomAllocations.studentId, studentId),
        eq(roomAllocations.residentFor, 'student'),
      ),
    )
    .orderBy(roomAllocations.isDiscontinue, desc(roomAllocations.id))
    .limit(1);
  return row ?? null;
}

/**
 * The hostel in the fee ledger: a resident's months from the month of joining to the month of
 * `asOf` are dues (not posted until paid), and a ledger payment of hostel months, wherever it
 * was made, is the hostel's payment of those months (its paid months and defaulters follow).
 */
export const hostelChargeSource: ChargeSourceHooks = {
  source: 'hostel',
  async listHolders(tx, tenantId, { sessionId, studentIds }) {
    const rows = await tx
      .select({ studentId: roomAllocations.studentId })
      .from(roomAllocations)
      .where(
        and(
          eq(roomAllocations.tenantId, tenantId),
          eq(roomAllocations.sessionId, sessionId),
          eq(roomAllocations.isDiscontinue, false),
          inArray(roomAllocations.studentId, [...studentIds]),
        ),
      );
    return new Set(rows.map((row) => row.studentId!));
  },
  async listPendingCharges(tx, tenantId, { studentId, sessionId, asOf }) {
    const residence = await findResidence(tx, tenantId, studentId, sessionId);
    if (!residence || residence.allocation.isDiscontinue) return [];
    const { allocation, setup, session } = residence;
    const paid = await tx
      .select({ month: hostelPaidMonths.month })
      .from(hostelPaidMonths)
      .where(
        and(
          eq(hostelPaidMonths.tenantId, tenantId),
          eq(hostelPaidMonths.sessionId, sessionId),
          eq(hostelPaidMonths.studentId, studentId),
        ),
      );
    const paidMonths = new Set(paid.map((row) => row.month));
    return monthsBetween(session.startDate, session.endDate)
      .filter(
        (month) =>
          month >= allocation.dateOfJoining.slice(0, 7) &&
          month <= asOf.slice(0, 7) &&
          !paidMonths.has(month),
      )
      .map((month) => hostelCharge(tenantId, studentId, sessionId, setup, month, null));
  },
  async recordPaid(tx, paid) {
    const sessionId = Number(paid.lines[0]!.dueKey.split(':')[1]);
    const residence = await findResidence(tx, paid.tenantId, paid.studentId, sessionId);
    if (!residence) return;
    const duePaise = sumPaise(paid.lines.map((line) => line.amountPaise));
    const lateFeePaise = sumPaise(paid.lines.map((line) => line.lateFeePaise));
    const [payment] = await tx
      .insert(hostelPayments)
      .values({
        tenantId: paid.tenantId,
        allocationId: residence.allocation.id,
        sessionId,
        studentId: paid.studentId,
        feeSetupId: residence.setup.id,
        idempotencyKey: paid.idempotencyKey,
        requestHash: paid.requestHash,
        feePaymentId: paid.feePaymentId,
        receiptNo: paid.receiptNo,
        paymentDate: paid.paymentDate,
        duePaise,
        lateFeePaise,
        paidPaise: duePaise + lateFeePaise,
        receivedBy: paid.receivedBy,
      })
      .returning({ id: hostelPayments.id });
    await tx.insert(hostelPaidMonths).values(
      paid.lines.map((line) => ({
        tenantId: paid.tenantId,
        sessionId,
        studentId: paid.studentId,
        month: monthOfDueKey(line.dueKey),
        paymentId: payment!.id,
      })),
    );
  },
};
