import { feeCollectionMessages as m } from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import { appendEntries, findPayment, type NewLedgerEntry } from './ledger-writes.ts';
import { feeLedgerEntries } from './tables.ts';

/**
 * Cancels a payment: one reversal entry (with the reason) for each entry it wrote, the
 * payment, its concession and its waiver. Nothing is deleted; a second cancel changes nothing.
 */
export async function cancelPayment(
  scope: SignedInScope,
  body: { payment_id: number; reason: string },
): Promise<{ payment_id: number; cancelled: boolean; alreadyCancelled: boolean }> {
  const tenantId = scope.tenantId;
  const payment = await findPayment(scope.tx, tenantId, body.payment_id);
  if (!payment) throw notFound(m.paymentNotFound);
  const entries = await scope.tx
    .select()
    .from(feeLedgerEntries)
    .where(
      and(eq(feeLedgerEntries.tenantId, tenantId), eq(feeLedgerEntries.paymentId, payment.id)),
    );
  const reversed = new Set(entries.map((entry) => entry.reversesId).filter((id) => id !== null));
  const open = entries.filter((entry) => entry.kind !== 'reversal' && !reversed.has(entry.id));
  if (open.length === 0) return { payment_id: payment.id, cancelled: true, alreadyCancelled: true };
  if (open.some((entry) => entry.kind === 'charge')) throw badRequest(m.chargeHasPayments);
  const today = scope.today;
  const reversals: NewLedgerEntry[] = open.map((entry) => ({
    tenantId,
    kind: 'reversal',
    idempotencyKey: `reverse:${entry.id}`,
    studentId: entry.studentId,
    sessionId: entry.sessionId,
    source: entry.source,
    dueKey: entry.dueKey,
    label: body.reason,
    dueDate: entry.dueDate,
    entryDate: today,
    amountPaise: entry.amountPaise,
    lateFeePaise: entry.lateFeePaise,
    paymentId: payment.id,
    reversesId: entry.id,
    createdBy: scope.user.id,
  }));
  await appendEntries(scope.tx, reversals);
  return { payment_id: payment.id, cancelled: true, alreadyCancelled: false };
}
