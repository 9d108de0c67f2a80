import { z } from 'zod';
import { pageOf } from '../core/paging.ts';
import { defineRoute } from '../core/route.ts';
import {
  adjustmentRowSchema,
  adjustmentsQuerySchema,
  cancelPaymentBodySchema,
  collectionRowSchema,
  collectionSummaryQuerySchema,
  collectionSummaryRowSchema,
  defaulterRowSchema,
  defaultersQuerySchema,
  feeSlipQuerySchema,
  listCollectionsQuerySchema,
  makePaymentReceiptBodySchema,
  paymentIdParamsSchema,
  paymentResultSchema,
  receiptSchema,
  studentDuesQuerySchema,
  studentDuesSchema,
} from './schemas.ts';

/** Staff of the fee collection pages; a parent (role 4) passes too, for their own children only. */
const duesReaders = { kind: 'module', module: 'fee_collection', parents: true } as const;
/** Counter writes need the Fee Collection page (parents hold Fee Payment too, to pay online). */
const collectors = { kind: 'module', module: 'fee_collection:fee_collection' } as const;
const defaulterReaders = { kind: 'module', module: 'fee_collection:defaulter_list' } as const;
const waiverReaders = { kind: 'module', module: 'fee_collection:waiver_report' } as const;
const concessionReaders = {
  kind: 'module',
  module: 'fee_collection:viewConcessionReport',
} as const;
const slipMakers = { kind: 'module', module: 'fee_collection:generate_fee_slip' } as const;

export const getStudentDues = defineRoute({
  id: 'feeCollection.dues',
  method: 'GET',
  area: 'school',
  path: '/fee_collection/dues',
  access: duesReaders,
  summary: "A student's dues on a date: each instalment or charge with late fee, paid, balance",
  query: studentDuesQuerySchema,
  data: studentDuesSchema,
});

export const makePaymentReceipt = defineRoute({
  id: 'feeCollection.makePaymentReceipt',
  method: 'POST',
  area: 'school',
  path: '/accounts/makePaymentReceipt',
  access: collectors,
  summary:
    'Take a payment at the counter (§3 receipt payload): concession, late-fee waiver, cash, cheque or DD; idempotent by key',
  body: makePaymentReceiptBodySchema,
  data: paymentResultSchema,
});

export const getReceipt = defineRoute({
  id: 'feeCollection.receipt',
  method: 'GET',
  area: 'school',
  path: '/fee_collection/receipt/:id',
  access: duesReaders,
  summary: 'A payment receipt with the §3 fields',
  params: paymentIdParamsSchema,
  data: receiptSchema,
});

export const getReceiptPdf = defineRoute({
  id: 'feeCollection.receiptPdf',
  method: 'GET',
  area: 'school',
  path: '/fee_collection/receipt/:id/pdf',
  access: duesReaders,
  summary: 'A payment receipt as a PDF',
  params: paymentIdParamsSchema,
  data: z.null(),
  produces: 'file',
});

export const listCollections = defineRoute({
  id: 'feeCollection.list',
  method: 'GET',
  area: 'school',
  path: '/fee_collection/payments',
  access: duesReaders,
  summary: 'Payments received, newest first, paged; a parent gets only their children’s',
  query: listCollectionsQuerySchema,
  data: pageOf(collectionRowSchema),
});

export const cancelPayment = defineRoute({
  id: 'feeCollection.cancel',
  method: 'POST',
  area: 'school',
  path: '/fee_collection/cancel',
  access: collectors,
  summary: 'Cancel a payment by reversing entries with a reason (never deleted)',
  body: cancelPaymentBodySchema,
  data: z.object({ payment_id: z.number().int(), cancelled: z.boolean() }),
});

export const listDefaulters = defineRoute({
  id: 'feeCollection.defaulters',
  method: 'GET',
  area: 'school',
  path: '/fee_collection/defaulters',
  access: defaulterReaders,
  summary: 'Students with overdue fees: months due and the balance owed, paged',
  query: defaultersQuerySchema,
  data: pageOf(defaulterRowSchema),
});

export const listWaivers = defineRoute({
  id: 'feeCollection.waivers',
  method: 'GET',
  area: 'school',
  path: '/fee_collection/waivers',
  access: waiverReaders,
  summary: 'Late fees waived, with their description, paged',
  query: adjustmentsQuerySchema,
  data: pageOf(adjustmentRowSchema),
});

export const listConcessions = defineRoute({
  id: 'feeCollection.concessions',
  method: 'GET',
  area: 'school',
  path: '/fee_collection/concessions',
  access: concessionReaders,
  summary: 'Concessions given at the counter, by name and amount, paged',
  query: adjustmentsQuerySchema,
  data: pageOf(adjustmentRowSchema),
});

export const getCollectionSummary = defineRoute({
  id: 'feeCollection.summary',
  method: 'GET',
  area: 'school',
  path: '/fee_collection/summary',
  access: { kind: 'module', module: 'fee_collection:fee_collection' },
  summary: 'Money collected by day, class or mode (cancelled payments left out)',
  query: collectionSummaryQuerySchema,
  data: z.array(collectionSummaryRowSchema),
});

export const getFeeSlips = defineRoute({
  id: 'feeCollection.feeSlips',
  method: 'GET',
  area: 'school',
  path: '/fee_collection/fee_slips',
  access: slipMakers,
  summary: 'Fee slips (fee, transport or hostel) of a whole class as one PDF',
  query: feeSlipQuerySchema,
  data: z.null(),
  produces: 'file',
});

export const feeCollectionRoutes = [
  getStudentDues,
  makePaymentReceipt,
  getReceipt,
  getReceiptPdf,
  listCollections,
  cancelPayment,
  listDefaulters,
  listWaivers,
  listConcessions,
  getCollectionSummary,
  getFeeSlips,
] as const;
