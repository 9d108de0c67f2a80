import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { feeLedgerEntries, feePayments, feeReceiptCounters } from './tables.ts';

export type NewLedgerEntry = Omit<typeof feeLedgerEntries.$inferInsert, 'id' | 'createdAt'>;
export type PaymentRecord = typeof feePayments.$inferSelect;

/**
 * Locks the school's receipt counter row until the transaction ends: payments of one school
 * then run one after another, so a retried request sees the first one's payment and receipt
 * numbers follow without gaps.
 */
export async function lockReceiptCounter(tx: Tx, tenantId: number): Promise<number> {
  await tx.insert(feeReceiptCounters).values({ tenantId, lastNo: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ lastNo: feeReceiptCounters.lastNo })
    .from(feeReceiptCounters)
    .where(eq(feeReceiptCounters.tenantId, tenantId))
    .for('update');
  return row!.lastNo;
}

/** Takes the next receipt number; call only while holding the counter lock. */
export async function takeReceiptNo(tx: Tx, tenantId: number): Promise<number> {
  const [row] = await tx
    .update(feeReceiptCounters)
    .set({ lastNo: sql`${feeReceiptCounters.lastNo} + 1` })
    .where(eq(feeReceiptCounters.tenantId, tenantId))
    .returning({ lastNo: feeReceiptCounters.lastNo });
  return row!.lastNo;
}

export async function findPaymentByKey(
  tx: Tx,
  tenantId: number,
  idempotencyKey: string,
): Promise<PaymentRecord | null> {
  const [row] = await tx
    .select()
    .from(feePayments)
    .where(and(eq(feePayments.tenantId, tenantId), eq(feePayments.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export async function findPayment(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<PaymentRecord | null> {
  const [row] = await tx
    .select()
    .from(feePayments)
    .where(and(eq(feePayments.tenantId, tenantId), eq(feePayments.id, id)));
  return row ?? null;
}

/**
 * Appends entries; one whose idempotency key is already in the ledger is skipped (a retried
 * write). Answers the ids of the rows for the keys, new or earlier, in the input's order.
 */
export async function appendEntries(tx: Tx, entries: NewLedgerEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  await tx.insert(feeLedgerEntries).values(entries).onConflictDoNothing();
  const tenantId = entries[0]!.tenantId;
  const keys = entries.map((entry) => entry.idempotencyKey);
  const rows = await tx
    .select({ id: feeLedgerEntries.id, key: feeLedgerEntries.idempotencyKey })
    .from(feeLedgerEntries)
    .where(
      and(eq(feeLedgerEntries.tenantId, tenantId), inArray(feeLedgerEntries.idempotencyKey, keys)),
    );
  const idOf = new Map(rows.map((row) => [row.key, row.id]));
  return keys.map((key) => idOf.get(key)!);
}
