import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { IdSource, RouteInput } from '../../platform/module.ts';

/**
 * Samples and id sources of the fee collection routes. The demo seed gives every demo
 * school charges and payments; the sources name the first student and the latest payment.
 */
const firstStudent: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from students where tenant_id = ${schoolId} order by id limit 1`);
const latestPayment: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from fee_payments where tenant_id = ${schoolId} order by id desc limit 1`,
  );

export const feeCollectionIdSources: Record<string, Record<string, IdSource>> = {
  'feeCollection.dues': { student_id: firstStudent },
  'feeCollection.makePaymentReceipt': { student_id: firstStudent },
  'feeCollection.receipt': { id: latestPayment },
  'feeCollection.receiptPdf': { id: latestPayment },
  'feeCollection.cancel': { payment_id: latestPayment },
};

export const feeCollectionHandSamples: Record<string, () => RouteInput> = {
  'feeCollection.makePaymentReceipt': () => ({
    body: {
      idempotency_key: 'guard-sample-payment',
      student_id: 1,
      payment_date: '2026-05-01',
      payment_mode: 'cash',
      paid_amount: 100,
      payment_structure: [{ due_key: 'guard:none', fee_amount: 100, late_fee: 0 }],
    },
  }),
};
