import type { ChargeSource } from '@shala/contracts';
import { chunks, planForBulkWrites } from '../../platform/db/bulk.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { appendEntries, type NewLedgerEntry } from './ledger-writes.ts';

export interface PostChargeInput {
  tenantId: number;
  studentId: number;
  source: ChargeSource;
  description: string;
  amountPaise: number;
  /** Last date of payment (YYYY-MM-DD); the late fee accrues after it. */
  dueDate: string;
  /** A repeated key posts nothing more and answers the first entry. */
  idempotencyKey: string;
  sessionId?: number | null;
  /** The due's key on receipts and in payments; `<source>:<idempotencyKey>` by default. */
  dueKey?: string;
  lateFeePaise?: number;
  createdBy?: number | null;
}

const chargeEntry = (input: PostChargeInput): NewLedgerEntry => ({
  tenantId: input.tenantId,
  kind: 'charge',
  idempotencyKey: `charge:${input.idempotencyKey}`,
  studentId: input.studentId,
  sessionId: input.sessionId ?? null,
  source: input.source,
  dueKey: input.dueKey ?? `${input.source}:${input.idempotencyKey}`,
  label: input.description,
  dueDate: input.dueDate,
  entryDate: input.dueDate,
  amountPaise: input.amountPaise,
  lateFeePaise: input.lateFeePaise ?? 0,
  createdBy: input.createdBy ?? null,
});

/** Posts a charge (hostel, transport, a library fine, …) to the student's fee ledger. */
export async function postCharge(tx: Tx, input: PostChargeInput): Promise<{ entryId: number }> {
  const [entryId] = await appendEntries(tx, [chargeEntry(input)]);
  return { entryId: entryId! };
}

/**
 * Posts many charges (a month's fares of every rider, …) in the caller's transaction: one
 * multi-row insert per thousand, each key posted once as with `postCharge` (a repeated key adds
 * nothing). Answers the entry ids in the input's order, new or earlier.
 */
export async function postCharges(tx: Tx, inputs: readonly PostChargeInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  // Above a few hundred rows the foreign-key checks need fresh plans (see planForBulkWrites).
  if (inputs.length > 200) await planForBulkWrites(tx);
  const ids: number[] = [];
  for (const part of chunks(inputs)) ids.push(...(await appendEntries(tx, part.map(chargeEntry))));
  return ids;
}
