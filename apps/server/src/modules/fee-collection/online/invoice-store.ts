import { type Invoice, paiseToRupees, planModeOf } from '@shala/contracts';
import { and, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/connect.ts';
import { findStudentNames } from './ledger.ts';
import { paymentInvoiceLines, paymentInvoices } from './tables.ts';

export type InvoiceRecord = typeof paymentInvoices.$inferSelect;
export type InvoiceLineRecord = typeof paymentInvoiceLines.$inferSelect & { studentName: string };

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

export function presentInvoice(invoice: InvoiceRecord, lines: InvoiceLineRecord[]): Invoice {
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
