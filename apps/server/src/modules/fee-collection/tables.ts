import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';
import { academicSessions } from '../academics/table-refs.ts';
import { students } from '../students/table-refs.ts';

/**
 * A payment received (one receipt): its number has no gaps per school, taken from
 * `fee_receipt_counters` inside the payment's transaction. Append-only: a cancellation is a
 * set of reversal entries in `fee_ledger_entries`, never an edit.
 */
export const feePayments = pgTable(
  'fee_payments',
  {
    tenantId: tenantId(),
    id: rowId(),
    receiptNo: integer('receipt_no').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The request the key was first used for (`fingerprintRequest`); null before 2026-11-27. */
    requestHash: text('request_hash'),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: ['cash', 'cheque', 'demand_draft', 'online'] }).notNull(),
    chequeDdNo: text('cheque_dd_no'),
    chequeDate: date('cheque_date', { mode: 'string' }),
    bankDetails: text('bank_details'),
    provider: text('provider'),
    providerPaymentId: text('provider_payment_id'),
    purpose: text('purpose'),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    receivedBy: bigint('received_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('fee_payments_idempotency_key').on(t.tenantId, t.idempotencyKey),
    uniqueIndex('fee_payments_receipt_no_key').on(t.tenantId, t.receiptNo),
    index('fee_payments_date_idx').on(t.tenantId, t.paymentDate.desc(), t.id.desc()),
    index('fee_payments_student_idx').on(t.tenantId, t.studentId),
    foreignKey({
      columns: [t.tenantId, t.studentId],
      foreignColumns: [students.tenantId, students.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.sessionId],
      foreignColumns: [academicSessions.tenantId, academicSessions.id],
    }),
  ],
);

/**
 * The one fee ledger (school fees, hostel, transport, library fines): every charge, payment,
 * concession, waiver and reversal, amounts in paise (never negative: the kind gives the sign).
 * A reversal names the entry it cancels (`reverses_id`, at most once) and its reason.
 */
export const feeLedgerEntries = pgTable(
  'fee_ledger_entries',
  {
    tenantId: tenantId(),
    id: rowId(),
    kind: text('kind', {
      enum: ['charge', 'payment', 'concession', 'waiver', 'reversal'],
    }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }),
    source: text('source').notNull(),
    dueKey: text('due_key').notNull(),
    /** The due's label on charges; the concession name, waiver description or reversal reason. */
    label: text('label').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** A charge's late fee once overdue; the late fee a payment paid. */
    lateFeePaise: bigint('late_fee_paise', { mode: 'number' }).notNull().default(0),
    paymentId: bigint('payment_id', { mode: 'number' }),
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('fee_ledger_idempotency_key').on(t.tenantId, t.idempotencyKey),
    uniqueIndex('fee_ledger_reverses_once')
      .on(t.tenantId, t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    index('fee_ledger_student_idx').on(t.tenantId, t.studentId, t.dueKey),
    index('fee_ledger_session_idx').on(t.tenantId, t.sessionId, t.studentId),
    index('fee_ledger_payment_idx').on(t.tenantId, t.paymentId),
    index('fee_ledger_kind_date_idx').on(t.tenantId, t.kind, t.entryDate),
    foreignKey({
      columns: [t.tenantId, t.paymentId],
      foreignColumns: [feePayments.tenantId, feePayments.id],
    }),
    foreignKey({ columns: [t.tenantId, t.reversesId], foreignColumns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.studentId],
      foreignColumns: [students.tenantId, students.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.sessionId],
      foreignColumns: [academicSessions.tenantId, academicSessions.id],
    }),
  ],
);

/** The last receipt number of a school; its row is locked by each payment (no gaps). */
export const feeReceiptCounters = pgTable('fee_receipt_counters', {
  tenantId: tenantId().primaryKey(),
  lastNo: integer('last_no').notNull().default(0),
});
