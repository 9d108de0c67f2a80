import { asc, eq } from 'drizzle-orm';
import { fingerprintRequest } from '../../platform/crypto/request-fingerprint.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { findCurrentSession } from '../academics/index.ts';
import { enrolmentOf } from '../students/index.ts';
import { loadStudentDues, withStanding } from './dues.ts';
import { appendEntries } from './ledger-writes.ts';
import { recordPayment } from './record-payment.ts';
import { feeLedgerEntries } from './tables.ts';

/** The demo's quarterly fee (₹6,000 a quarter, ₹200 late fee after the 10th of its first month). */
const quarters = [
  { no: 1, month: '04', yearOffset: 0 },
  { no: 2, month: '07', yearOffset: 0 },
  { no: 3, month: '10', yearOffset: 0 },
  { no: 4, month: '01', yearOffset: 1 },
];

/**
 * Gives a demo school's current-session students quarterly fee charges and a few payments
 * (on time, late with the late fee, one with a concession), so the dues, collections and
 * defaulter lists are not empty. Idempotent: a school with any ledger entry is left alone.
 * The charges carry the fee schedule's due keys (`2026-27:quarterly:1`).
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
  const startYear = Number(String(session.startDate).slice(0, 4));
  const prefix = `${startYear}-${String(startYear + 1).slice(2)}`;
  const enrolment = enrolmentOf(tx, tenantId, session.id);
  const pupils = await tx
    .select({ studentId: enrolment.studentId })
    .from(enrolment)
    .orderBy(asc(enrolment.studentId));
  await appendEntries(
    tx,
    pupils.flatMap(({ studentId }) =>
      quarters.map((quarter) => {
        const dueKey = `${prefix}:quarterly:${quarter.no}`;
        const dueDate = `${startYear + quarter.yearOffset}-${quarter.month}-10`;
        return {
          tenantId,
          kind: 'charge' as const,
          idempotencyKey: `charge:demo:${studentId}:${dueKey}`,
          studentId,
          sessionId: session.id,
          source: 'school_fee',
          dueKey,
          label: `Quarter ${quarter.no} fee`,
          dueDate,
          entryDate: dueDate,
          amountPaise: 600_000,
          lateFeePaise: 20_000,
        };
      }),
    ),
  );
  // The first ten pay quarter 1 on time; the first five pay quarter 2 late, with its late fee.
  for (const [index, { studentId }] of pupils.slice(0, 10).entries()) {
    await payDemoDue(
      tx,
      tenantId,
      studentId,
      `${prefix}:quarterly:1`,
      `${startYear}-04-0${(index % 9) + 1}`,
    );
    if (index < 5)
      await payDemoDue(
        tx,
        tenantId,
        studentId,
        `${prefix}:quarterly:2`,
        `${startYear}-07-2${index}`,
      );
  }
}

async function payDemoDue(
  tx: Tx,
  tenantId: number,
  studentId: number,
  dueKey: string,
  paymentDate: string,
) {
  const dues = withStanding(await loadStudentDues(tx, tenantId, studentId), paymentDate);
  const due = dues.find((d) => d.dueKey === dueKey)!;
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
  });
}
