import type { ChargeSource } from '@shala/contracts';
import { postCharge } from '../../src/modules/fee-collection/index.ts';
import type { AppDb } from '../../src/platform/db/connect.ts';
import { withPlatform } from '../../src/platform/db/tenant-scope.ts';

let sequence = 0;

/** A charge on a student's fee ledger (₹1,000 due 2026-04-10 unless told). Answers its due key. */
export async function buildCharge(
  db: AppDb,
  place: { tenantId: number; studentId: number; sessionId: number },
  overrides: {
    amountPaise?: number;
    lateFeePaise?: number;
    dueDate?: string;
    label?: string;
    dueKey?: string;
    source?: ChargeSource;
  } = {},
): Promise<string> {
  sequence += 1;
  const dueKey = overrides.dueKey ?? `test:${process.pid}:${sequence}`;
  await withPlatform(db, (tx) =>
    postCharge(tx, {
      tenantId: place.tenantId,
      studentId: place.studentId,
      sessionId: place.sessionId,
      source: overrides.source ?? 'school_fee',
      description: overrides.label ?? `Fee ${sequence}`,
      amountPaise: overrides.amountPaise ?? 100_000,
      lateFeePaise: overrides.lateFeePaise ?? 0,
      dueDate: overrides.dueDate ?? '2026-04-10',
      idempotencyKey: dueKey,
      dueKey,
    }),
  );
  return dueKey;
}
