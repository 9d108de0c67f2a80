import { addDays, todayIn } from '@shala/contracts';
import { asc, eq } from 'drizzle-orm';
import { fingerprintRequest } from '../../platform/crypto/request-fingerprint.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { findCurrentSession } from '../academics/index.ts';
import { enrolmentOf } from '../students/index.ts';
import { withStanding } from './dues.ts';
import { recordPayment } from './record-payment.ts';
import { loadPayableDues } from './schedule-dues.ts';
import { feeLedgerEntries } from './tables.ts';

/**
 * A demo school's fees paid so far: every current-session student pays their class's fee
 * structure quarterly (its amounts, last day and late fee), the first quarter on admission and
 * each later quarter whose last day has passed by today (the school's today); one in five is
 * late with the late fee, one in five leaves the latest quarter unpaid and one in five stopped
 * after the first. The payments fix each student's plan, as at the counter. Idempotent: a
 * school with any ledger entry is left alone.
 */
export async function seedFeeCollection(tx: Tx, tenantId: number): Promise<void> {
  const [entry] = await tx
    .select({ id: feeLedgerEntries.id })
    .from(feeLedgerEntries)
    .where(eq(feeLedgerEntries.tenantId, tenantId))
    .limit(1);
  if (entry) return;
  const session = await findCurrentSession(tx, tenantId);
  if (!session) return;
  const today = todayIn('Asia/Kolkata');
  const enrolment = enrolmentOf(tx, tenantId, session.id);
  const pupils = await tx
    .select({ studentId: enrolment.studentId })
    .from(enrolment)
    .where(eq(enrolment.status, 'ACTIVE'))
    .orderBy(asc(enrolment.studentId));
  for (const [index, { studentId }] of pupils.entries()) {
    const { dues } = await loadPayableDues(tx, tenantId, {
      studentId,
      sessionId: session.id,
      requestedPlan: 'quarterly',
      asOf: today,
    });
    const quarters = dues.filter((due) => due.source === 'school_fee');
    const [first, ...later] = quarters;
    if (!first) continue;
    const payable = later.filter((due) => due.dueDate <= today);
    const paid = index % 5 === 4 ? [] : index % 5 === 3 ? payable.slice(0, -1) : payable;
    // A few days before the last day; a late payer a week or so after it; never after today.
    const dateOf = (dueDate: string) => {
      const date =
        index % 5 === 2 && dueDate !== first.dueDate
          ? addDays(dueDate, 5 + (index % 7))
          : addDays(dueDate, -1 - (index % 10));
      return date > today ? today : date;
    };
    for (const due of [first, ...paid])
      await payDemoDue(
        tx,
        { tenantId, sessionId: session.id, studentId },
        due.dueKey,
        dateOf(due.dueDate),
      );
  }
}

/** Pays all that is due of `dueKey` on `paymentDate` (its late fee if past the last day). */
async function payDemoDue(
  tx: Tx,
  payer: { tenantId: number; sessionId: number; studentId: number },
  dueKey: string,
  paymentDate: string,
) {
  const { tenantId, sessionId, studentId } = payer;
  const { dues } = await loadPayableDues(tx, tenantId, {
    studentId,
    sessionId,
    requestedPlan: 'quarterly',
    asOf: paymentDate,
  });
  const due = withStanding(dues, paymentDate).find((d) => d.dueKey === dueKey)!;
  await recordPayment(tx, {
    tenantId,
    lines: [
      {
        studentId,
        dueKey,
        amountPaise: due.principalLeftPaise,
        lateFeePaise: due.lateFeeLeftPaise,
      },
    ],
    mode: 'cash',
    idempotencyKey: `demo:${studentId}:${dueKey}:payment`,
    requestHash: fingerprintRequest({ studentId, dueKey }),
    paymentDate,
    purpose: 'Tuition',
    sessionId,
  });
}
