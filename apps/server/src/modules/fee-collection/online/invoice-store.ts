import { type Invoice, paiseToRupees, planModeOf } from '@shala/contracts';
import { and, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/connect.ts';
import { feePayments } from '../tables.ts';
import { findStudentNames } from './ledger.ts';
import { paymentInvoiceLines, paymentInvoices } from './tables.ts';

export type InvoiceRecord = typeof paymentInvoices.$inferSelect;
export type InvoiceLineRecord = typeof paymentInvoiceLines.$inferSelect & { studentName: string };
type InvoiceReceipt = Invoice['receipts'][number];

/**
 * The fee payment key of a paid invoice's receipt for one child (each child gets their own);
 * without a child, the key of the one receipt invoices paid before 2026-11-27 were given.
 */
export const onlinePaymentKey = (provider: string, providerPaymentId: string, studentId?: number) =>
  `${provider}:${providerPaymentId}${studentId === undefined ? '' : `:student:${studentId}`}`;

/**
 * The receipts of paid invoices, by invoice: found by their payment keys (an indexed read),
 * one query for a whole page.
 */
export async function loadInvoiceReceipts(
  tx: Tx,
  tenantId: number,
  invoices: InvoiceRecord[],
  lines: InvoiceLineRecord[],
): Promise<Map<number, InvoiceReceipt[]>> {
  const invoiceOfKey = new Map<string, number>();
  for (const invoice of invoices) {
    if (invoice.status !== 'paid' || !invoice.providerPaymentId) continue;
    const { provider, providerPaymentId: reference } = invoice;
    invoiceOfKey.set(onlinePaymentKey(provider, reference), invoice.id);
    for (const line of lines.filter((l) => l.invoiceId === invoice.id))
      invoiceOfKey.set(onlinePaymentKey(provider, reference, line.studentId), invoice.id);
  }
  const result = new Map<number, InvoiceReceipt[]>();
  if (invoiceOfKey.size === 0) return result;
  const payments = await tx
    .select({
      id: feePayments.id,
      receiptNo: feePayments.receiptNo,
      studentId: feePayments.studentId,
      key: feePayments.idempotencyKey,
    })
    .from(feePayments)
    .where(
      and(
        eq(feePayments.tenantId, tenantId),
        inArray(feePayments.idempotencyKey, [...invoiceOfKey.keys()]),
      ),
    )
    .orderBy(feePayments.receiptNo);
  const names = new Map(lines.map((line) => [line.studentId, line.studentName]));
  for (const payment of payments) {
    const invoiceId = invoiceOfKey.get(payment.key)!;
    result.set(invoiceId, [
      ...(result.get(invoiceId) ?? []),
      {
        student_id: payment.studentId,
        student_name: names.get(payment.studentId) ?? '',
        payment_id: payment.id,
        receipt_no: payment.receiptNo,
      },
    ]);
  }
  return result;
}

/** The lines of some invoices with their students' names: one query for a whole page. */
export async function loadInvoiceLines(
  tx: Tx,
  tenantId: number,
  invoiceIds: number[],
): Promise<InvoiceLineRecord[]> {
  if (invoiceIds.length === 0) return [];
  const lines = await tx
    .select()
    .from(paymentInvoiceLines)
    .where(
      and(
        eq(paymentInvoiceLines.tenantId, tenantId),
        inArray(paymentInvoiceLines.invoiceId, invoiceIds),
      ),
    )
    .orderBy(paymentInvoiceLines.id);
  const names = await findStudentNames(tx, tenantId, [...new Set(lines.map((l) => l.studentId))]);
  return lines.map((line) => ({ ...line, studentName: names.get(line.studentId) ?? '' }));
}

export function presentInvoice(
  invoice: InvoiceRecord,
  lines: InvoiceLineRecord[],
  receipts: ReadonlyMap<number, InvoiceReceipt[]>,
): Invoice {
  return {
    invoice_id: invoice.publicId,
    provider: invoice.provider,
    status: invoice.status,
    amount: paiseToRupees(invoice.amountPaise),
    lines: lines
      .filter((line) => line.invoiceId === invoice.id)
      .map((line) => ({
        student_id: line.studentId,
        student_name: line.studentName,
        due_key: line.dueKey,
        label: line.label,
        payment_type: planModeOf(line.dueKey),
        amount: paiseToRupees(line.amountPaise),
        late_fee: paiseToRupees(line.lateFeePaise),
      })),
    created_at: invoice.createdAt.toISOString(),
    paid_at: invoice.paidAt?.toISOString() ?? null,
    payment_id: invoice.paymentId,
    receipt_no: invoice.receiptNo,
    receipts: receipts.get(invoice.id) ?? [],
    provider_payment_id: invoice.status === 'paid' ? invoice.providerPaymentId : null,
    failure: invoice.failure,
    link_url: invoice.linkUrl,
  };
}

/** An invoice by its public id, locked for the rest of the transaction when `lock`. */
export async function findInvoiceRecord(
  tx: Tx,
  tenantId: number,
  where: { publicId: string } | { providerOrderId: string },
  lock = false,
): Promise<InvoiceRecord | null> {
  const condition =
    'publicId' in where
      ? eq(paymentInvoices.publicId, where.publicId)
      : eq(paymentInvoices.providerOrderId, where.providerOrderId);
  const query = tx
    .select()
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.tenantId, tenantId), condition))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A page of invoices, latest first; `childIds` narrows to those paying for these children. */
export async function listInvoiceRecords(
  tx: Tx,
  tenantId: number,
  page: { skip: number; limit: number },
  childIds: number[] | null,
) {
  const forChildren =
    childIds === null
      ? undefined
      : childIds.length === 0
        ? sql`false`
        : exists(
            tx
              .select({ one: sql`1` })
              .from(paymentInvoiceLines)
              .where(
                and(
                  eq(paymentInvoiceLines.tenantId, paymentInvoices.tenantId),
                  eq(paymentInvoiceLines.invoiceId, paymentInvoices.id),
                  inArray(paymentInvoiceLines.studentId, childIds),
                ),
              ),
          );
  const where = and(eq(paymentInvoices.tenantId, tenantId), forChildren);
  const rows = await tx
    .select({ invoice: paymentInvoices, count: sql<number>`count(*) over ()::int` })
    .from(paymentInvoices)
    .where(where)
    .orderBy(desc(paymentInvoices.id))
    .offset(page.skip)
    .limit(page.limit);
  return { invoices: rows.map((row) => row.invoice), count: rows[0]?.count ?? 0 };
}
