import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../../platform/db/columns.ts';
import { students } from '../../students/table-refs.ts';

/**
 * A school's online payment provider. Razorpay secrets are sealed (platform/crypto/secret-box)
 * and never answered; without a row the school uses the built-in offline provider.
 */
export const paymentSettings = pgTable('payment_settings', {
  tenantId: tenantId().primaryKey(),
  provider: text('provider', { enum: ['razorpay', 'offline'] }).notNull(),
  razorpayKeyId: text('razorpay_key_id'),
  razorpayKeySecretSealed: text('razorpay_key_secret_sealed'),
  razorpayWebhookSecretSealed: text('razorpay_webhook_secret_sealed'),
  updatedBy: bigint('updated_by', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What one checkout pays (or a payment link asks for): dues of one or several children, the
 * amount in paise fixed when it opens, the provider's order, and the fee payment it became.
 * `public_id` is what URLs carry (`invoice_id`): random, so invoices cannot be guessed.
 */
export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    tenantId: tenantId(),
    id: rowId(),
    publicId: text('public_id').notNull(),
    provider: text('provider', { enum: ['razorpay', 'offline'] }).notNull(),
    status: text('status', { enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The day the amounts (late fees) were figured on: the payment is recorded as of it. */
    duesAsOf: date('dues_as_of', { mode: 'string' }).notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    linkUrl: text('link_url'),
    /** The fee payment (ledger) it was recorded as. */
    paymentId: bigint('payment_id', { mode: 'number' }),
    receiptNo: integer('receipt_no'),
    failure: text('failure'),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('payment_invoices_public_id').on(t.tenantId, t.publicId),
    index('payment_invoices_order_idx').on(t.tenantId, t.providerOrderId),
    index('payment_invoices_created_idx').on(t.tenantId, t.createdBy, t.id.desc()),
  ],
);

/** One due an invoice pays, with the amount and late fee the ledger said when it opened. */
export const paymentInvoiceLines = pgTable(
  'payment_invoice_lines',
  {
    tenantId: tenantId(),
    id: rowId(),
    invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    dueKey: text('due_key').notNull(),
    label: text('label').notNull(),
    paymentType: text('payment_type').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    lateFeePaise: bigint('late_fee_paise', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.invoiceId],
      foreignColumns: [paymentInvoices.tenantId, paymentInvoices.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.studentId],
      foreignColumns: [students.tenantId, students.id],
    }),
    index('payment_invoice_lines_invoice_idx').on(t.tenantId, t.invoiceId),
    index('payment_invoice_lines_student_idx').on(t.tenantId, t.studentId),
  ],
);
