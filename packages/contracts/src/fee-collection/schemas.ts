import { z } from 'zod';
import { calendarDateSchema, recordIdSchema } from '../core/fields.ts';
import { rupeesAnswerSchema, rupeesInPaiseSchema } from '../core/money.ts';
import { pagingQuerySchema } from '../core/paging.ts';
import { feePlans } from '../fees/plan-totals.ts';
import { chargeSources, counterPaymentModes, paymentModes } from './rules.ts';

/** Texts of the fee collection screens and calls, written once. */
export const feeCollectionMessages = {
  chooseStudent: 'Please select a student',
  studentNotFound: 'Student not found.',
  sessionNotFound: 'Session not found.',
  chooseClass: 'Please select a class',
  chooseSection: 'Please select the section',
  chooseDues: 'Please select at least one due to pay',
  dueNotFound: 'This due was not found for the student.',
  dueTwice: 'A due can be paid only once in a payment.',
  dueAlreadyPaid: 'This due is already paid.',
  amountDiffers: 'The amount differs from what is due. Please reload the dues.',
  lateFeeDiffers: 'The late fee differs from what is due. Please reload the dues.',
  paidAmountDiffers: 'The paid amount differs from the total of the selected dues.',
  paymentDate: 'Payment Date is required',
  paymentDateFuture: 'Payment date cannot be later than today',
  paymentMode: 'Please select the mode of payment',
  chequeNo: 'Enter the cheque or DD number',
  chequeDate: 'Enter the cheque or DD date',
  bank: 'Enter the bank the cheque or DD is drawn on',
  amount: 'Please enter a valid amount',
  concessionName: 'Please enter the concession name',
  concessionTooLarge: 'The concession cannot exceed the fee due.',
  waiverDescription: 'Please enter the fee waiver description',
  nothingToWaive: 'There is no late fee to waive.',
  idempotencyKey: 'A request key is required',
  reason: 'Please enter the reason for cancelling',
  paymentNotFound: 'Payment not found.',
  alreadyCancelled: 'This payment is already cancelled.',
  entryNotFound: 'Ledger entry not found.',
  cannotReverseReversal: 'A reversal cannot itself be reversed.',
  chargeHasPayments: 'Cancel the payments of this charge first.',
  paymentRecorded: 'Payment recorded.',
  paymentAlreadyRecorded: 'This payment was already recorded.',
  keyUsedForOtherPayment:
    'This payment key was already used for a different payment, so this one was not recorded. Reload the page to see what was paid, then enter the payment again if it is still due.',
  paymentCancelled: 'Payment cancelled.',
  chooseVariant: 'Please select the fee slip type',
  fromAfterTo: 'From date cannot be after the to date',
  badDate: 'Please enter a valid date',
  noDues: 'No dues found.',
} as const;
const m = feeCollectionMessages;

const idempotencyKeySchema = z
  .string({ error: m.idempotencyKey })
  .trim()
  .min(8, { error: m.idempotencyKey })
  .max(100, { error: m.idempotencyKey });

/** Optional text: blank or left out is null. Typed input (text or nothing) for the forms. */
const optionalText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value === '' || value === undefined ? null : value))
    .pipe(
      z
        .string()
        .trim()
        .max(max, { error: `Must be at most ${max} characters` })
        .nullable(),
    );

/**
 * A cheque's or demand draft's number, date and bank (§3's cheque_dd_no, cheque_date,
 * bank_details): the fields every counter payment (school fees, transport) takes, checked by
 * `checkPaymentInstrument` when the mode is not cash.
 */
export const paymentInstrumentFields = {
  cheque_dd_no: optionalText(40).optional(),
  cheque_date: z.preprocess(
    (value) => (value === '' ? null : value),
    calendarDateSchema(m.chequeDate).nullable().optional(),
  ),
  bank_details: optionalText(120).optional(),
};

/** Adds the missing instrument fields' issues of a cheque or demand draft payment. */
export function checkPaymentInstrument(
  body: {
    mode: string;
    cheque_dd_no?: string | null;
    cheque_date?: string | null;
    bank_details?: string | null;
  },
  ctx: z.RefinementCtx,
): void {
  if (body.mode === 'cash') return;
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (!body.cheque_dd_no) issue('cheque_dd_no', m.chequeNo);
  if (!body.cheque_date) issue('cheque_date', m.chequeDate);
  if (!body.bank_details) issue('bank_details', m.bank);
}

export const studentDuesQuerySchema = z.object({
  student_id: recordIdSchema(m.chooseStudent),
  /** Defaults to the current session. */
  session_id: recordIdSchema(m.sessionNotFound).optional(),
  /** The date late fees are figured on; today by default. */
  as_of: calendarDateSchema(m.badDate).optional(),
  /** The fee plan to show the structure's dues in while none is fixed by a payment. */
  plan: z.enum(feePlans).optional(),
});

/** One due of a student on a date, with everything the ledger holds against it. */
export const dueRowSchema = z.object({
  due_key: z.string(),
  label: z.string(),
  source: z.string(),
  payment_type: z.string(),
  due_date: z.string(),
  amount: rupeesAnswerSchema,
  concession: rupeesAnswerSchema,
  late_fee: rupeesAnswerSchema,
  waived: rupeesAnswerSchema,
  paid: rupeesAnswerSchema,
  /** What is left of the amount after concessions and payments. */
  principal_due: rupeesAnswerSchema,
  /** What is left of the late fee after payments and waivers. */
  late_fee_due: rupeesAnswerSchema,
  balance: rupeesAnswerSchema,
});
export type DueRow = z.infer<typeof dueRowSchema>;

export const studentDuesSchema = z.object({
  student: z.object({
    student_id: z.number().int(),
    student_name: z.string(),
    admission_no: z.string(),
    admission_date: z.string().nullable(),
    class_id: z.number().int().nullable(),
    class_name: z.string().nullable(),
    section_name: z.string().nullable(),
    roll_number: z.number().int().nullable(),
  }),
  session_id: z.number().int(),
  /** The fee plan the structure's dues follow (null: the class has no fee structure). */
  plan: z.enum(feePlans).nullable(),
  /** True once a charge of the plan is in the ledger: the plan cannot be changed any more. */
  plan_fixed: z.boolean(),
  as_of: z.string(),
  dues: z.array(dueRowSchema),
  total_demanded: rupeesAnswerSchema,
  total_paid: rupeesAnswerSchema,
  total_due: rupeesAnswerSchema,
});
export type StudentDues = z.infer<typeof studentDuesSchema>;

/** One line of §3 payment_structure: a due paid, with our due_key and late fee. */
export const paymentStructureItemSchema = z.object({
  due_key: z.string({ error: m.chooseDues }).trim().min(1, { error: m.chooseDues }).max(120),
  fee_amount: rupeesInPaiseSchema(m.amount),
  late_fee: rupeesInPaiseSchema(m.amount).default(0),
  fee_type_id: z.coerce.number().int().nullable().optional(),
  fee_type: z.string().max(120).nullable().optional(),
  payment_type: z.string().max(40).nullable().optional(),
  allMonths: z.array(z.string().max(20)).max(12).optional(),
  selectedMonth: z.array(z.string().max(20)).max(12).optional(),
});

/**
 * The §3 fee receipt payload of `POST /accounts/makePaymentReceipt`: the dues paid, an optional
 * concession (named, amount) and late-fee waiver (description), the mode and instrument.
 */
export const makePaymentReceiptBodySchema = z
  .object({
    idempotency_key: idempotencyKeySchema,
    student_id: recordIdSchema(m.chooseStudent),
    session_id: recordIdSchema(m.sessionNotFound).optional(),
    class_id: recordIdSchema(m.chooseClass).nullable().optional(),
    payment_id: z.string().max(100).nullable().optional(),
    paid_amount: rupeesInPaiseSchema(m.amount),
    payment_mode: z.enum(counterPaymentModes, { error: m.paymentMode }),
    payment_date: calendarDateSchema(m.paymentDate),
    purpose: optionalText(200),
    paid_for: optionalText(200),
    concession_name: optionalText(120),
    concession_amount: rupeesInPaiseSchema(m.amount).default(0),
    waive_late_fee: z.coerce.number().int().min(0).max(1).default(0),
    waived_amount: rupeesInPaiseSchema(m.amount).default(0),
    fee_waiver_description: optionalText(300),
    current_month: optionalText(20),
    ...paymentInstrumentFields,
    payment_structure: z
      .array(paymentStructureItemSchema, { error: m.chooseDues })
      .min(1, { error: m.chooseDues })
      .max(40, { error: m.chooseDues }),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    checkPaymentInstrument({ ...body, mode: body.payment_mode }, ctx);
    if (body.concession_amount > 0 && !body.concession_name)
      issue('concession_name', m.concessionName);
    if (body.waive_late_fee === 1 && !body.fee_waiver_description)
      issue('fee_waiver_description', m.waiverDescription);
    const keys = body.payment_structure.map((line) => line.due_key);
    if (new Set(keys).size !== keys.length) issue('payment_structure', m.dueTwice);
  });
export type MakePaymentReceiptBody = z.infer<typeof makePaymentReceiptBodySchema>;

export const paymentResultSchema = z.object({
  payment_id: z.number().int(),
  receipt_no: z.number().int(),
  already_recorded: z.boolean(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const paymentIdParamsSchema = z.object({ id: recordIdSchema(m.paymentNotFound) });

export const cancelPaymentBodySchema = z.object({
  payment_id: recordIdSchema(m.paymentNotFound),
  reason: z
    .string({ error: m.reason })
    .trim()
    .min(1, { error: m.reason })
    .max(300, { error: 'Reason must be at most 300 characters' }),
});

/** A receipt: the §3 fee receipt fields, as the print preview and the PDF show them. */
export const receiptSchema = z.object({
  payment_id: z.number().int(),
  receipt_no: z.number().int(),
  student_id: z.number().int(),
  student_name: z.string(),
  admission_no: z.string(),
  date_of_admission: z.string().nullable(),
  class_name: z.string().nullable(),
  section_name: z.string().nullable(),
  session_id: z.number().int().nullable(),
  payment_date: z.string(),
  payment_mode: z.enum(paymentModes),
  payment_type: z.string(),
  cheque_dd_no: z.string().nullable(),
  cheque_date: z.string().nullable(),
  bank_details: z.string().nullable(),
  /** An online payment's gateway and its payment reference (a Razorpay payment id). */
  provider: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  purpose: z.string().nullable(),
  paid_for: z.string(),
  paid_amount: rupeesAnswerSchema,
  late_fee: rupeesAnswerSchema,
  waive_late_fee: z.union([z.literal(0), z.literal(1)]),
  waived_amount: rupeesAnswerSchema,
  fee_waiver_description: z.string().nullable(),
  concession_name: z.string().nullable(),
  concession_amount: rupeesAnswerSchema,
  total_amount: rupeesAnswerSchema,
  lines: z.array(
    z.object({
      due_key: z.string(),
      label: z.string(),
      amount: z.number(),
      late_fee: z.number(),
      /** The student the line is for (a sibling payment's lines name their child). */
      student_name: z.string(),
      /** Conceded and waived (late fee) on this due by this payment. */
      concession: z.number(),
      waived: z.number(),
    }),
  ),
  cancelled: z.boolean(),
  cancel_reason: z.string().nullable(),
  /** What the printed receipt adds to the §3 fields (issue 26). */
  father_name: z.string().nullable(),
  mother_name: z.string().nullable(),
  roll_number: z.number().int().nullable(),
  /** The staff member who took the payment; null for an online payment. */
  received_by: z.string().nullable(),
  /** The ledgers the lines belong to (school fee, hostel, transport, library): the title. */
  sources: z.array(z.enum(chargeSources)),
});
export type Receipt = z.infer<typeof receiptSchema>;

const dateFilter = calendarDateSchema(m.badDate).optional();
const idFilter = (message: string) => recordIdSchema(message).optional();

export const listCollectionsQuerySchema = pagingQuerySchema
  .extend({
    from_date: dateFilter,
    to_date: dateFilter,
    class_id: idFilter(m.chooseClass),
    student_id: idFilter(m.chooseStudent),
    session_id: idFilter(m.sessionNotFound),
    payment_mode: z.enum(paymentModes, { error: m.paymentMode }).optional(),
  })
  .refine((q) => !q.from_date || !q.to_date || q.from_date <= q.to_date, {
    error: m.fromAfterTo,
    path: ['to_date'],
  });

export const collectionRowSchema = z.object({
  payment_id: z.number().int(),
  receipt_no: z.number().int(),
  payment_date: z.string(),
  student_id: z.number().int(),
  student_name: z.string(),
  class_name: z.string().nullable(),
  section_name: z.string().nullable(),
  payment_mode: z.enum(paymentModes),
  paid_amount: rupeesAnswerSchema,
  cancelled: z.boolean(),
  cancel_reason: z.string().nullable(),
});
export type CollectionRow = z.infer<typeof collectionRowSchema>;

const classFilters = {
  session_id: idFilter(m.sessionNotFound),
  class_id: idFilter(m.chooseClass),
  section_id: idFilter(m.chooseSection),
};

export const defaultersQuerySchema = pagingQuerySchema.extend({
  ...classFilters,
  as_of: dateFilter,
});

export const defaulterRowSchema = z.object({
  student_id: z.number().int(),
  student_name: z.string(),
  admission_no: z.string(),
  class_name: z.string().nullable(),
  section_name: z.string().nullable(),
  roll_number: z.number().int().nullable(),
  months_due: z.number().int(),
  due_labels: z.string(),
  balance: rupeesAnswerSchema,
});
export type DefaulterRow = z.infer<typeof defaulterRowSchema>;

export const adjustmentsQuerySchema = pagingQuerySchema
  .extend({ ...classFilters, from_date: dateFilter, to_date: dateFilter })
  .refine((q) => !q.from_date || !q.to_date || q.from_date <= q.to_date, {
    error: m.fromAfterTo,
    path: ['to_date'],
  });

/** A concession or a late-fee waiver as its report lists it. */
export const adjustmentRowSchema = z.object({
  entry_id: z.number().int(),
  entry_date: z.string(),
  student_id: z.number().int(),
  student_name: z.string(),
  class_name: z.string().nullable(),
  section_name: z.string().nullable(),
  due_label: z.string(),
  name: z.string(),
  amount: rupeesAnswerSchema,
  reversed: z.boolean(),
});
export type AdjustmentRow = z.infer<typeof adjustmentRowSchema>;

export const collectionGroupings = ['day', 'class', 'mode'] as const;
export const collectionSummaryQuerySchema = z
  .object({
    group_by: z.enum(collectionGroupings).default('day'),
    from_date: dateFilter,
    to_date: dateFilter,
    session_id: idFilter(m.sessionNotFound),
  })
  .refine((q) => !q.from_date || !q.to_date || q.from_date <= q.to_date, {
    error: m.fromAfterTo,
    path: ['to_date'],
  });

export const collectionSummaryRowSchema = z.object({
  group: z.string(),
  payments: z.number().int(),
  amount: rupeesAnswerSchema,
});

export const feeSlipVariants = ['fee', 'transport', 'hostel'] as const;
export type FeeSlipVariant = (typeof feeSlipVariants)[number];
export const feeSlipQuerySchema = z.object({
  variant: z.enum(feeSlipVariants, { error: m.chooseVariant }).default('fee'),
  session_id: idFilter(m.sessionNotFound),
  class_id: recordIdSchema(m.chooseClass),
  section_id: idFilter(m.chooseSection),
  as_of: dateFilter,
});
