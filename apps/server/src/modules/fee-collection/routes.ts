import {
  cancelPayment,
  getCollectionSummary,
  getFeeSlips,
  getReceipt,
  getReceiptPdf,
  getStudentDues,
  listCollections,
  listConcessions,
  listDefaulters,
  listWaivers,
  feeCollectionMessages as m,
  makePaymentReceipt,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import { sendPdf } from '../../platform/pdf/index.ts';
import * as cancel from './cancel-payment.ts';
import * as counter from './counter-payment.ts';
import * as documents from './documents.ts';
import * as receiptPdf from './receipt-pdf.ts';
import * as receipts from './receipts.ts';
import * as reports from './reports.ts';
import * as dues from './student-dues.ts';

/** Handlers of fee collection: dues, counter payments, receipts, cancellations, reports. */
export const feeCollectionHandlers = {
  [getStudentDues.id]: handle(getStudentDues, async ({ query }, ctx) =>
    dues.getStudentDues(ctx.scope, { ...query, as_of: query.as_of ?? ctx.scope.today }),
  ),

  [makePaymentReceipt.id]: handle(makePaymentReceipt, async ({ body }, ctx) => {
    const result = await counter.makePaymentReceipt(ctx.scope, body);
    ctx.message = result.already_recorded ? m.paymentAlreadyRecorded : m.paymentRecorded;
    return result;
  }),

  [getReceipt.id]: handle(getReceipt, async ({ params }, ctx) =>
    receipts.getReceipt(ctx.scope, params.id),
  ),

  [getReceiptPdf.id]: handle(getReceiptPdf, async ({ params }, ctx) => {
    const pdf = await receiptPdf.renderReceiptPdf(ctx.scope, ctx.tenant, params.id);
    return sendPdf(ctx.reply, pdf.bytes, pdf.fileName, { inline: true });
  }),

  [getFeeSlips.id]: handle(getFeeSlips, async ({ query }, ctx) => {
    const pdf = await documents.renderFeeSlips(ctx.scope, ctx.tenant, {
      ...query,
      as_of: query.as_of ?? ctx.scope.today,
    });
    return sendPdf(ctx.reply, pdf.bytes, pdf.fileName, { inline: true });
  }),

  [listCollections.id]: handle(listCollections, async ({ query }, ctx) =>
    reports.listCollections(ctx.scope, query),
  ),

  [cancelPayment.id]: handle(cancelPayment, async ({ body }, ctx) => {
    const result = await cancel.cancelPayment(ctx.scope, body);
    ctx.message = result.alreadyCancelled ? m.alreadyCancelled : m.paymentCancelled;
    return { payment_id: result.payment_id, cancelled: result.cancelled };
  }),

  [listDefaulters.id]: handle(listDefaulters, async ({ query }, ctx) =>
    reports.listDefaulters(ctx.scope, { ...query, as_of: query.as_of ?? ctx.scope.today }),
  ),

  [listWaivers.id]: handle(listWaivers, async ({ query }, ctx) =>
    reports.listAdjustments(ctx.scope, 'waiver', query),
  ),

  [listConcessions.id]: handle(listConcessions, async ({ query }, ctx) =>
    reports.listAdjustments(ctx.scope, 'concession', query),
  ),

  [getCollectionSummary.id]: handle(getCollectionSummary, async ({ query }, ctx) =>
    reports.getCollectionSummary(ctx.scope, query),
  ),
};
