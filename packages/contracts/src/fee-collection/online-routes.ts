import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  checkoutSchema,
  createCheckoutBodySchema,
  invoiceHistoryQuerySchema,
  invoiceQuerySchema,
  invoiceSchema,
  parentDuesSchema,
  paymentBreakdownSchema,
  paymentLinkSchema,
  paymentSettingsSchema,
  providerParamsSchema,
  razorpayEventSchema,
  sendPaymentLinkBodySchema,
  studentMonthlyPaymentBodySchema,
  updatePaymentSettingsBodySchema,
  verifyAnswerSchema,
  verifyPaymentBodySchema,
} from './online-schemas.ts';

/** Staff of /payment, and parents for their own children only. */
const payers = { kind: 'module', module: 'fee_collection:payment', parents: true } as const;
const statusReaders = {
  kind: 'module',
  module: 'fee_collection:student_payment_status',
  parents: true,
} as const;
/** The Fee Collection page's staff (parents open the counter page to see dues, not this). */
const linkSenders = { kind: 'module', module: 'fee_collection:fee_collection' } as const;
const settingsWriters = { kind: 'module', module: 'school_profile:setting' } as const;

export const getParentDues = defineRoute({
  id: 'onlinePayments.parentDues',
  method: 'GET',
  area: 'school',
  path: '/accounts/parent_dues',
  access: payers,
  summary: "The signed-in parent's children, each with their dues today (empty for staff)",
  data: parentDuesSchema,
});

export const createCheckout = defineRoute({
  id: 'onlinePayments.checkout',
  method: 'POST',
  area: 'school',
  path: '/accounts/checkout',
  access: payers,
  summary:
    "Open an invoice for dues of one or several children (amounts from the ledger) and the provider's order",
  body: createCheckoutBodySchema,
  data: checkoutSchema,
});

export const getInvoice = defineRoute({
  id: 'onlinePayments.invoice',
  method: 'GET',
  area: 'school',
  path: '/accounts/invoice',
  access: statusReaders,
  summary: 'An invoice by its public id: its lines, amount, status and the receipt it became',
  query: invoiceQuerySchema,
  data: invoiceSchema,
});

export const listInvoices = defineRoute({
  id: 'onlinePayments.invoices',
  method: 'GET',
  area: 'school',
  path: '/accounts/invoices',
  access: payers,
  summary: "Online payments, latest first: a parent's own, or the school's for staff",
  query: invoiceHistoryQuerySchema,
  data: z.object({ list: z.array(invoiceSchema), count: z.number().int() }),
});

export const verifyPayment = defineRoute({
  id: 'onlinePayments.verify',
  method: 'POST',
  area: 'school',
  path: '/accounts/:provider',
  access: statusReaders,
  summary:
    'Payment verification on return from the provider {invoice_id, success}: records the payment once',
  params: providerParamsSchema,
  body: verifyPaymentBodySchema,
  data: verifyAnswerSchema,
});

export const receiveRazorpayWebhook = defineRoute({
  id: 'onlinePayments.razorpayWebhook',
  method: 'POST',
  area: 'school',
  path: '/accounts/razorpay/webhook',
  access: { kind: 'public' },
  summary:
    'Razorpay webhook (X-Razorpay-Signature over the raw body): records a captured payment once',
  body: razorpayEventSchema,
  data: z.object({ recorded: z.boolean() }),
  rawBody: true,
});

export const studentMonthlyPayment = defineRoute({
  id: 'onlinePayments.studentMonthlyPayment',
  method: 'POST',
  area: 'school',
  path: '/accounts/studentMonthlyPayment',
  access: statusReaders,
  summary: 'The stored payment data of a paid invoice: its receipt and breakdown by plan',
  body: studentMonthlyPaymentBodySchema,
  data: paymentBreakdownSchema,
});

export const getPaymentSettings = defineRoute({
  id: 'onlinePayments.settings',
  method: 'GET',
  area: 'school',
  path: '/accounts/payment_settings',
  access: settingsWriters,
  summary: "The school's payment provider (secrets never answered)",
  data: paymentSettingsSchema,
});

export const updatePaymentSettings = defineRoute({
  id: 'onlinePayments.settingsUpdate',
  method: 'PUT',
  area: 'school',
  path: '/accounts/payment_settings',
  access: settingsWriters,
  summary: "Set the school's payment provider and its Razorpay keys (stored encrypted)",
  body: updatePaymentSettingsBodySchema,
  data: paymentSettingsSchema,
});

export const sendPaymentLink = defineRoute({
  id: 'onlinePayments.paymentLink',
  method: 'POST',
  area: 'school',
  path: '/accounts/payment_link',
  access: linkSenders,
  summary: "A payment link for one instalment, sent to the child's parents by SMS or e-mail",
  body: sendPaymentLinkBodySchema,
  data: paymentLinkSchema,
});

export const onlinePaymentRoutes = [
  getParentDues,
  createCheckout,
  getInvoice,
  listInvoices,
  verifyPayment,
  receiveRazorpayWebhook,
  studentMonthlyPayment,
  getPaymentSettings,
  updatePaymentSettings,
  sendPaymentLink,
] as const;
