import { z } from 'zod';
import { recordIdSchema } from '../core/fields.ts';
import { rupeesAnswerSchema } from '../core/money.ts';

/** Texts of online payment (§8 "Payment status" and what the spec leaves to us). */
export const onlinePaymentMessages = {
  verifying: 'Verifying payment...',
  success: 'Payment successful!',
  missingInvoice: 'Missing invoice ID.',
  verificationFailed: 'Payment verification failed.',
  verifyError: 'Error while verifying payment.',
  invoiceNotFound: 'Invoice not found.',
  chooseDues: 'Please select at least one due to pay',
  dueNotPayable: 'This due is already paid or no longer due. Please reload the dues.',
  studentNotFound: 'Student not found.',
  amountMismatch: 'The amount paid differs from the invoice. The payment was not recorded.',
  badSignature: 'The payment could not be verified (signature mismatch).',
  cancelledByPayer: 'The payment was cancelled.',
  providerMismatch: 'This invoice is paid through another provider.',
  providerNotSetUp: 'Online payment is not set up for this school.',
  offlineNotAllowed: 'The offline payment provider is only for the embedded demo set-up.',
  providerError: 'The payment provider could not be reached. Please try again.',
  alreadyPaid: 'This invoice is already paid.',
  enterKeyId: 'Please enter the Razorpay key id',
  enterKeySecret: 'Please enter the Razorpay key secret',
  settingsSaved: 'Payment settings saved.',
  chooseChannel: 'Please choose SMS or e-mail',
  noParentContact: 'No parent account to send the link to.',
  linkSent: 'Payment link sent.',
} as const;
const m = onlinePaymentMessages;

/** The providers of `POST /accounts/<provider>`. */
export const paymentProviders = ['razorpay', 'offline'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** The §9 plans the status page breaks a payment down by. */
export const paymentPlanModes = ['monthly', 'quarterly', 'semestral', 'oneTime'] as const;
export type PaymentPlanMode = (typeof paymentPlanModes)[number];

export const invoiceStatuses = ['created', 'paid', 'failed'] as const;

const invoiceIdSchema = z
  .string({ error: m.missingInvoice })
  .trim()
  .min(1, { error: m.missingInvoice })
  .max(64, { error: m.invoiceNotFound });

/** One due chosen for paying online: a child's instalment or charge. */
export const checkoutLineSchema = z.object({
  student_id: recordIdSchema(m.studentNotFound),
  due_key: z.string({ error: m.chooseDues }).trim().min(1, { error: m.chooseDues }).max(120),
});

/** What a parent (or the accountant) pays in one checkout: dues of one or several children. */
export const createCheckoutBodySchema = z.object({
  lines: z
    .array(checkoutLineSchema, { error: m.chooseDues })
    .min(1, { error: m.chooseDues })
    .max(40, { error: m.chooseDues })
    .refine(
      (lines) => new Set(lines.map((l) => `${l.student_id}|${l.due_key}`)).size === lines.length,
      {
        error: m.chooseDues,
      },
    ),
});

/** The §4 verification call: the invoice, the provider's outcome, Razorpay's signed ids. */
export const verifyPaymentBodySchema = z.object({
  invoice_id: invoiceIdSchema,
  success: z.preprocess(
    (value) => value === true || value === 'true' || value === '1' || value === 1,
    z.boolean(),
  ),
  razorpay_order_id: z.string().trim().max(64).optional(),
  razorpay_payment_id: z.string().trim().max(64).optional(),
  razorpay_signature: z.string().trim().max(128).optional(),
});

export const providerParamsSchema = z.object({
  provider: z.enum(paymentProviders, { error: m.providerNotSetUp }),
});

/** `POST /accounts/studentMonthlyPayment`: the payment data the page kept while away. */
export const studentMonthlyPaymentBodySchema = z.object({
  invoice_id: invoiceIdSchema,
  payment_type: z.enum(paymentPlanModes).optional(),
});

export const invoiceQuerySchema = z.object({ invoice_id: invoiceIdSchema });

/** A Razorpay webhook event as far as the schema goes: the handler checks the signed raw body. */
export const razorpayEventSchema = z.looseObject({
  event: z.string().max(100).optional(),
  payload: z.looseObject({}).optional(),
});

export const invoiceLineSchema = z.object({
  student_id: z.number().int(),
  student_name: z.string(),
  due_key: z.string(),
  label: z.string(),
  payment_type: z.string(),
  amount: rupeesAnswerSchema,
  late_fee: rupeesAnswerSchema,
});

/** One child's receipt of a paid invoice: each child of a sibling payment gets their own. */
export const invoiceReceiptSchema = z.object({
  student_id: z.number().int(),
  student_name: z.string(),
  payment_id: z.number().int(),
  receipt_no: z.number().int(),
});

/** What a checkout pays: lines over one or several children, the amount, the status. */
export const invoiceSchema = z.object({
  invoice_id: z.string(),
  provider: z.enum(paymentProviders),
  status: z.enum(invoiceStatuses),
  amount: rupeesAnswerSchema,
  lines: z.array(invoiceLineSchema),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** The first child's fee payment (receipt) once paid; `receipts` has every child's. */
  payment_id: z.number().int().nullable(),
  receipt_no: z.number().int().nullable(),
  receipts: z.array(invoiceReceiptSchema),
  /** The gateway's payment reference (a Razorpay payment id), once paid. */
  provider_payment_id: z.string().nullable(),
  failure: z.string().nullable(),
  link_url: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** How the browser pays an invoice: Razorpay Checkout options, or the local offline page. */
export const checkoutSchema = z.object({
  invoice: invoiceSchema,
  razorpay: z
    .object({
      key_id: z.string(),
      order_id: z.string(),
      amount_paise: z.number().int(),
      currency: z.literal('INR'),
      school_name: z.string(),
    })
    .nullable(),
  /** The offline provider's local page: the same redirect flow without leaving the app. */
  redirect_url: z.string().nullable(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const verifyAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  invoice: invoiceSchema.nullable(),
});

/** The status page's breakdown of what was paid, by the plan of the dues. */
export const paymentBreakdownSchema = z.object({
  invoice: invoiceSchema,
  payment_type: z.enum(paymentPlanModes),
  rows: z.array(
    z.object({
      student_name: z.string(),
      label: z.string(),
      amount: rupeesAnswerSchema,
      late_fee: rupeesAnswerSchema,
      total: rupeesAnswerSchema,
    }),
  ),
  total: rupeesAnswerSchema,
});
export type PaymentBreakdown = z.infer<typeof paymentBreakdownSchema>;

export const invoiceHistoryQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** Each child of the signed-in parent with their dues: the parent's fees page in one call. */
export const parentDuesSchema = z.array(
  z.object({
    student_id: z.number().int(),
    student_name: z.string(),
    dues: z.array(
      z.object({
        due_key: z.string(),
        label: z.string(),
        payment_type: z.string(),
        due_date: z.string(),
        principal_due: rupeesAnswerSchema,
        late_fee_due: rupeesAnswerSchema,
        balance: rupeesAnswerSchema,
        paid: rupeesAnswerSchema,
      }),
    ),
    total_due: rupeesAnswerSchema,
  }),
);
export type ParentDues = z.infer<typeof parentDuesSchema>;

/** The school's payment provider; secrets are write-only (never answered). */
export const paymentSettingsSchema = z.object({
  provider: z.enum(paymentProviders),
  razorpay_key_id: z.string().nullable(),
  has_key_secret: z.boolean(),
  has_webhook_secret: z.boolean(),
  /** Where to point the Razorpay dashboard's webhook. */
  webhook_url: z.string(),
  offline_allowed: z.boolean(),
});

export const updatePaymentSettingsBodySchema = z
  .object({
    provider: z.enum(paymentProviders),
    razorpay_key_id: z.string().trim().max(64).optional().default(''),
    /** Blank keeps the stored secret. */
    razorpay_key_secret: z.string().trim().max(128).optional().default(''),
    razorpay_webhook_secret: z.string().trim().max(128).optional().default(''),
  })
  .refine((b) => b.provider !== 'razorpay' || b.razorpay_key_id !== '', {
    error: m.enterKeyId,
    path: ['razorpay_key_id'],
  });

export const sendPaymentLinkBodySchema = z
  .object({
    student_id: recordIdSchema(m.studentNotFound),
    due_key: z.string({ error: m.chooseDues }).trim().min(1, { error: m.chooseDues }).max(120),
    sms: z.boolean().default(false),
    email: z.boolean().default(true),
  })
  .refine((b) => b.sms || b.email, { error: m.chooseChannel, path: ['email'] });

export const paymentLinkSchema = z.object({
  invoice: invoiceSchema,
  link_url: z.string(),
  recipients: z.number().int(),
});
