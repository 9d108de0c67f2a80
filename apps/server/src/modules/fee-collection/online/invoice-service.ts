import { randomBytes } from 'node:crypto';
import {
  type Invoice,
  invoiceTotalPaise,
  onlinePaymentMessages as m,
  type PaymentProvider,
  planModeOf,
  planOfDueKey,
} from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import { fingerprintRequest } from '../../../platform/crypto/request-fingerprint.ts';
import type { Tx } from '../../../platform/db/connect.ts';
import { AppError, badRequest, notFound } from '../../../platform/errors.ts';
import type { SignedInScope } from '../../../platform/scope.ts';
import {
  findInvoiceRecord,
  type InvoiceRecord,
  loadInvoiceLines,
  loadInvoiceReceipts,
  onlinePaymentKey,
  presentInvoice,
} from './invoice-store.ts';
import { findChildIds, findPayableDues, recordPayment } from './ledger.ts';
import type { ProviderOutcome } from './providers.ts';
import { paymentInvoiceLines, paymentInvoices } from './tables.ts';

const parentRole = 4;

/** A parent's children, or null for staff (who may act for any student of the school). */
export async function childrenInScope(scope: SignedInScope): Promise<number[] | null> {
  return scope.user.roleId === parentRole
    ? findChildIds(scope.tx, scope.tenantId, scope.user.id)
    : null;
}

/**
 * Opens an invoice for dues of one or several children at what the ledger says today: each
 * due's principal and late fee left. A parent may name only their own children.
 */
export async function openInvoice(
  scope: SignedInScope,
  lines: { student_id: number; due_key: string }[],
  provider: PaymentProvider,
): Promise<InvoiceRecord> {
  const tenantId = scope.tenantId;
  const children = await childrenInScope(scope);
  const asOf = scope.today;
  const duesOf = new Map<number, Awaited<ReturnType<typeof findPayableDues>>>();
  for (const studentId of new Set(lines.map((line) => line.student_id))) {
    if (children && !children.includes(studentId)) throw notFound(m.studentNotFound);
    const plan = lines
      .filter((line) => line.student_id === studentId)
      .map((line) => planOfDueKey(line.due_key))
      .find((p) => p !== null);
    duesOf.set(studentId, await findPayableDues(scope, studentId, asOf, plan));
  }
  const priced = lines.map((line) => {
    const due = duesOf.get(line.student_id)?.find((d) => d.dueKey === line.due_key);
    if (!due || due.balancePaise === 0) throw badRequest(m.dueNotPayable, 'lines');
    return {
      studentId: line.student_id,
      dueKey: due.dueKey,
      label: due.label,
      paymentType: planModeOf(due.dueKey),
      amountPaise: due.principalLeftPaise,
      lateFeePaise: due.lateFeeLeftPaise,
    };
  });
  const [invoice] = await scope.tx
    .insert(paymentInvoices)
    .values({
      tenantId,
      publicId: randomBytes(12).toString('base64url'),
      provider,
      amountPaise: invoiceTotalPaise(priced),
      duesAsOf: asOf,
      createdBy: scope.user.id,
    })
    .returning();
  await scope.tx
    .insert(paymentInvoiceLines)
    .values(priced.map((line) => ({ tenantId, invoiceId: invoice!.id, ...line })));
  return invoice!;
}

/** An invoice the caller may see (a parent: one paying only for their children); else 404. */
export async function requireInvoice(
  scope: SignedInScope,
  publicId: string,
  lock = false,
): Promise<InvoiceRecord> {
  const invoice = await findInvoiceRecord(scope.tx, scope.tenantId, { publicId }, lock);
  if (!invoice) throw notFound(m.invoiceNotFound);
  const children = await childrenInScope(scope);
  if (children) {
    const lines = await loadInvoiceLines(scope.tx, scope.tenantId, [invoice.id]);
    if (!lines.every((line) => children.includes(line.studentId)))
      throw notFound(m.invoiceNotFound);
  }
  return invoice;
}

export async function readInvoice(
  tx: Tx,
  tenantId: number,
  invoice: InvoiceRecord,
): Promise<Invoice> {
  const lines = await loadInvoiceLines(tx, tenantId, [invoice.id]);
  const receipts = await loadInvoiceReceipts(tx, tenantId, [invoice], lines);
  return presentInvoice(invoice, lines, receipts);
}

/** Writes the provider's order (and a link's URL) onto a fresh invoice. */
export async function attachProviderOrder(
  tx: Tx,
  invoice: InvoiceRecord,
  values: { providerOrderId?: string | null; linkUrl?: string | null },
): Promise<InvoiceRecord> {
  const [row] = await tx
    .update(paymentInvoices)
    .set(values)
    .where(and(eq(paymentInvoices.tenantId, invoice.tenantId), eq(paymentInvoices.id, invoice.id)))
    .returning();
  return row!;
}

/** What `POST /accounts/<provider>` answers. */
export interface SettleAnswer {
  success: boolean;
  message: string;
  invoice: Invoice | null;
}

/**
 * Records a locked invoice's payment once, whoever reports it first (the payer's return or
 * the webhook): the ledger's key is the provider's payment id, and a paid invoice answers as
 * paid. An amount that differs from the invoice is refused and nothing is recorded.
 */
export async function settleInvoice(
  tx: Tx,
  invoice: InvoiceRecord,
  outcome: ProviderOutcome,
): Promise<SettleAnswer> {
  if (invoice.status === 'paid')
    return {
      success: true,
      message: m.success,
      invoice: await readInvoice(tx, invoice.tenantId, invoice),
    };
  if (!outcome.paid) {
    const failed = await markInvoice(tx, invoice, { status: 'failed', failure: outcome.message });
    return {
      success: false,
      message: outcome.message,
      invoice: await readInvoice(tx, invoice.tenantId, failed),
    };
  }
  if (outcome.amountPaise !== invoice.amountPaise) throw badRequest(m.amountMismatch);
  const lines = await loadInvoiceLines(tx, invoice.tenantId, [invoice.id]);
  const studentIds = [...new Set(lines.map((line) => line.studentId))];
  let receipts: Awaited<ReturnType<typeof recordPayment>>[];
  try {
    // One receipt per child, each with its own number; a savepoint: a refusal leaves nothing
    // of the attempt behind.
    receipts = await tx.transaction(async (savepoint) => {
      const recorded = [];
      for (const studentId of studentIds)
        recorded.push(
          await recordPayment(savepoint, {
            tenantId: invoice.tenantId,
            lines: lines
              .filter((line) => line.studentId === studentId)
              .map((line) => ({
                studentId,
                dueKey: line.dueKey,
                amountPaise: line.amountPaise,
                lateFeePaise: line.lateFeePaise,
              })),
            mode: 'online',
            provider: invoice.provider,
            providerPaymentId: outcome.providerPaymentId,
            idempotencyKey: onlinePaymentKey(
              invoice.provider,
              outcome.providerPaymentId,
              studentId,
            ),
            // One provider payment pays one invoice: offered for another, it is refused.
            requestHash: fingerprintRequest({ invoice: invoice.id }),
            paymentDate: invoice.duesAsOf,
            purpose: 'Online fee payment',
          }),
        );
      return recorded;
    });
  } catch (error) {
    // Paid at the provider but the dues changed meanwhile (paid at the counter): kept for the
    // accountant to settle, never recorded twice.
    if (!(error instanceof AppError)) throw error;
    const failed = await markInvoice(tx, invoice, {
      status: 'failed',
      failure: `${error.message} (provider payment ${outcome.providerPaymentId})`,
    });
    return {
      success: false,
      message: error.message,
      invoice: await readInvoice(tx, invoice.tenantId, failed),
    };
  }
  const paid = await markInvoice(tx, invoice, {
    status: 'paid',
    failure: null,
    providerPaymentId: outcome.providerPaymentId,
    paymentId: receipts[0]!.paymentId,
    receiptNo: receipts[0]!.receiptNo,
    paidAt: new Date(),
  });
  return {
    success: true,
    message: m.success,
    invoice: await readInvoice(tx, invoice.tenantId, paid),
  };
}

async function markInvoice(
  tx: Tx,
  invoice: InvoiceRecord,
  values: Partial<typeof paymentInvoices.$inferInsert>,
): Promise<InvoiceRecord> {
  const [row] = await tx
    .update(paymentInvoices)
    .set(values)
    .where(and(eq(paymentInvoices.tenantId, invoice.tenantId), eq(paymentInvoices.id, invoice.id)))
    .returning();
  return row!;
}
