import { feeCollectionMessages as m } from '@shala/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { builtOnce } from '../../platform/db/built-once.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { AppError } from '../../platform/errors.ts';
import { feeLedgerEntries, feePayments, feeReceiptCounters } from './tables.ts';

export type NewLedgerEntry = Omit<typeof feeLedgerEntries.$inferInsert, 'id' | 'createdAt'>;
export type PaymentRecord = typeof feePayments.$inferSelect;

/**
 * Locks the school's receipt counter row until the transaction ends (making it on first use):
 * payments of one school then run one after another, so a retried request sees the first
 * one's payment and receipt numbers follow without gaps. One statement: the upsert that
 * changes nothing still locks the row, as `select … for update` would.
 */
export async function lockReceiptCounter(tx: Tx, tenantId: number): Promise<number> {
  const [row] = await tx
    .insert(feeReceiptCounters)
    .values({ tenantId, lastNo: 0 })
    .onConflictDoUpdate({
      target: feeReceiptCounters.tenantId,
      set: { lastNo: sql`${feeReceiptCounters.lastNo}` },
    })
    .returning({ lastNo: feeReceiptCounters.lastNo });
  return row!.lastNo;
}

/**
 * Before writing a payment by key: the earlier payment of the key, else null with the
 * receipt counter locked. A repeated key (a double submit, a retry) is answered from one
 * indexed read without waiting for the school's other payments; a new key is looked up again
 * once the lock is held, because a payment of the same key may have committed meanwhile.
 * A key reused for another request (`requestHash` differs) is refused (409).
 */
export async function lockForPayment(
  tx: Tx,
  tenantId: number,
  idempotencyKey: string,
  requestHash: string,
): Promise<EarlierPayment | null> {
  const earlier = await findPaymentByKey(tx, tenantId, idempotencyKey);
  if (earlier) return refuseOtherRequest(earlier, requestHash);
  await lockReceiptCounter(tx, tenantId);
  const raced = await findPaymentByKey(tx, tenantId, idempotencyKey);
  return raced && refuseOtherRequest(raced, requestHash);
}

/**
 * A key answers only the request it was first used for, as payment APIs do: another student,
 * amount or due under the same key is a mistake (a reused form, a client bug), never a retry.
 * A payment stored before fingerprints were kept (null) answers any request, as it did.
 */
export function refuseOtherRequest<T extends { requestHash: string | null }>(
  earlier: T,
  requestHash: string,
): T {
  if (earlier.requestHash !== null && earlier.requestHash !== requestHash)
    throw new AppError('CONFLICT', m.keyUsedForOtherPayment, [
      { field: 'idempotency_key', message: m.keyUsedForOtherPayment },
    ]);
  return earlier;
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

export type EarlierPayment = Pick<PaymentRecord, 'id' | 'receiptNo' | 'requestHash'>;

/** The payment of a key: only what the idempotent answer needs. */
export async function findPaymentByKey(
  tx: Tx,
  tenantId: number,
  idempotencyKey: string,
): Promise<EarlierPayment | null> {
  const [row] = await paymentByKey(tx, { tenantId, idempotencyKey });
  return row ?? null;
}

// Every payment asks it first (a repeated key is answered from it): its SQL is built once.
const paymentByKey = builtOnce((tx: Tx) =>
  tx
    .select({
      id: feePayments.id,
      receiptNo: feePayments.receiptNo,
      requestHash: feePayments.requestHash,
    })
    .from(feePayments)
    .where(
      and(
        eq(feePayments.tenantId, sql.placeholder('tenantId')),
        eq(feePayments.idempotencyKey, sql.placeholder('idempotencyKey')),
      ),
    ),
);

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
 * Appends entries, skipping one whose idempotency key is already in the ledger (a retried
 * write), in one statement; for writers that do not need the rows' ids.
 */
export async function insertEntries(tx: Tx, entries: NewLedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(feeLedgerEntries).values(entries).onConflictDoNothing();
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
