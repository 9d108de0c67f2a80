import {
  createCheckout,
  getInvoice,
  getParentDues,
  getPaymentSettings,
  listInvoices,
  onlinePaymentMessages as m,
  receiveRazorpayWebhook,
  sendPaymentLink,
  studentMonthlyPayment,
  updatePaymentSettings,
  verifyPayment,
} from '@shala/contracts';
import { notFound } from '../../../platform/errors.ts';
import { handle } from '../../../platform/http/handle.ts';
import { openCheckout, verifyReturn } from './checkout-service.ts';
import { readInvoice, requireInvoice } from './invoice-service.ts';
import * as parent from './parent-dues.ts';
import { sendPaymentLink as sendLink } from './payment-link-service.ts';
import * as settings from './settings-service.ts';
import { receiveRazorpayWebhook as receiveWebhook } from './webhook-service.ts';

/** Handlers of online payment: checkout, verification, webhook, invoices, settings. */
export const onlinePaymentHandlers = {
  [getParentDues.id]: handle(getParentDues, async (_input, ctx) =>
    parent.listParentDues(ctx.scope),
  ),

  [createCheckout.id]: handle(createCheckout, async ({ body }, ctx) =>
    openCheckout(ctx.scope, ctx.tenant, ctx.services.config, body.lines),
  ),

  [getInvoice.id]: handle(getInvoice, async ({ query }, ctx) =>
    readInvoice(ctx.tx, ctx.tenant.id, await requireInvoice(ctx.scope, query.invoice_id)),
  ),

  [listInvoices.id]: handle(listInvoices, async ({ query }, ctx) =>
    parent.listInvoices(ctx.scope, query),
  ),

  [verifyPayment.id]: handle(verifyPayment, async ({ params, body }, ctx) => {
    const answer = await verifyReturn(ctx.scope, ctx.services.config, params.provider, body);
    ctx.message = answer.message;
    return answer;
  }),

  [receiveRazorpayWebhook.id]: handle(receiveRazorpayWebhook, async ({ rawBody }, ctx) => {
    if (ctx.tenant?.kind !== 'SCHOOL' || !ctx.scope) throw notFound();
    const signature = ctx.request.headers['x-razorpay-signature'];
    return receiveWebhook(
      ctx.scope,
      ctx.services.config,
      rawBody ?? Buffer.alloc(0),
      Array.isArray(signature) ? signature[0] : signature,
    );
  }),

  [studentMonthlyPayment.id]: handle(studentMonthlyPayment, async ({ body }, ctx) =>
    parent.getPaymentBreakdown(ctx.scope, body),
  ),

  [getPaymentSettings.id]: handle(getPaymentSettings, async (_input, ctx) =>
    settings.getPaymentSettings(ctx.tx, ctx.tenant.id, ctx.services.config, ctx.subdomain),
  ),

  [updatePaymentSettings.id]: handle(updatePaymentSettings, async ({ body }, ctx) => {
    await settings.updatePaymentSettings(
      ctx.tx,
      ctx.tenant.id,
      ctx.user.id,
      ctx.services.config,
      body,
    );
    ctx.message = m.settingsSaved;
    return settings.getPaymentSettings(ctx.tx, ctx.tenant.id, ctx.services.config, ctx.subdomain);
  }),

  [sendPaymentLink.id]: handle(sendPaymentLink, async ({ body }, ctx) => {
    const sent = await sendLink(ctx.scope, ctx, ctx.tenant, body);
    ctx.message = m.linkSent;
    return sent;
  }),
};
