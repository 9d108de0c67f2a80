import type { ServerModule } from '../../platform/module.ts';
import { seedFeeCollection } from './demo-seed.ts';
import { feeCollectionHandSamples, feeCollectionIdSources } from './guard-samples.ts';
import { feeCollectionHandlers } from './routes.ts';

export const feeCollectionModule: ServerModule = {
  name: 'fee-collection',
  handlers: feeCollectionHandlers,
  // The fee structures' quarters paid so far by the current session's students (a few late or due).
  demoSeed: ({ tx, tenantId }) => seedFeeCollection(tx, tenantId),
  guardSamples: { handSamples: feeCollectionHandSamples, idSources: feeCollectionIdSources },
};

/**
 * The public face other modules use: the one fee ledger. Post a charge (hostel, transport, a
 * library fine), record a payment (idempotent by key), read a student's dues or those of a page
 * of students, render a payment's receipt.
 */
export {
  type ChargeSourceHooks,
  type PaidCharges,
  registerChargeSource,
} from './charge-sources.ts';
export type { DueWithStanding } from './dues.ts';
export { refuseOtherRequest } from './ledger-writes.ts';
export { type PostChargeInput, postCharge, postCharges } from './post-charge.ts';
export { renderReceiptPdf } from './receipt-pdf.ts';
export {
  type PaymentLineInput,
  type RecordPaymentInput,
  type RecordPaymentResult,
  recordPayment,
} from './record-payment.ts';
export { listDuesOfStudents, listStudentDues } from './student-dues.ts';
