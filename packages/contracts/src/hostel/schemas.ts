import { z } from 'zod';
import { calendarDateSchema, nameSchema, recordIdSchema } from '../core/fields.ts';
import { rupeesInPaiseSchema } from '../core/money.ts';
import { pagingQuerySchema } from '../core/paging.ts';
import { counterPaymentModes } from '../fee-collection/rules.ts';
import { isHostelMonth } from './amount-rule.ts';

/** Texts of the hostel screens (§5 exact where the spec gives them), written once. */
export const hostelMessages = {
  hostelNameRequired: 'Hostel name is required',
  phoneRequired: 'Phone number is required',
  badPhone: 'Please enter a valid phone number',
  addressTooLong: 'Address must be at most 300 characters',
  chooseWarden: 'Please choose a warden',
  wardenNotFound: 'Warden not found.',
  hostelNotFound: 'Hostel not found.',
  hostelExists: 'A hostel with this name already exists.',
  hostelInUse: 'This hostel has rooms or a fee setup. Delete them first.',
  hostelRequired: 'Hostel is required',
  roomRequired: 'Room is required',
  roomNotFound: 'Room not found.',
  roomExists: 'A room with this name already exists in this hostel and session.',
  roomInUse: 'This room has allocations. Delete or discontinue them first.',
  bedsRequired: 'No of beds is required',
  bedsTooMany: 'No of beds cannot be more than 50',
  bedsDigits: 'Only numbers are allowed',
  bedsBelowOccupied: 'No of beds cannot be less than the beds taken',
  roomKindLocked: 'For, gender, session and hostel cannot change while beds are taken',
  genderRequired: 'Gender is required',
  selectOne: 'Select one',
  sessionRequired: 'session is required',
  sessionNotFound: 'Session not found.',
  joiningRequired: 'Joining Date is required',
  joiningOutsideSession: 'Joining Date must be within the session',
  staffRequired: 'Please select Staff',
  staffNotFound: 'Staff member not found.',
  studentRequired: 'Student is required',
  studentNotFound: 'Student not found.',
  roomFull: 'This room is full.',
  roomOtherKind: 'This room is for another kind of resident.',
  roomOtherGender: 'This room is for residents of another gender.',
  roomOtherSession: 'This room belongs to another session or hostel.',
  alreadyAllocated: 'This resident already has a bed in this session.',
  allocationNotFound: 'Allocation not found.',
  alreadyDiscontinued: 'This allocation is already discontinued.',
  onlyDiscontinue: 'An allocation can only be discontinued (is_discontinue = 1).',
  allocationHasPayments: 'This allocation has payments. Discontinue it instead.',
  allocationHasVisitors: 'This allocation has visitor entries. Discontinue it instead.',
  amountRequired: 'amount is required',
  lateFeeRequired: 'Late fee is required',
  lastDayRequired: 'Date is required',
  badLastDay: 'Last Date of fee submission must be a day from 1 to 30',
  feeSetupExists: 'A fee setup for this hostel and session already exists.',
  feeSetupNotFound: 'Fee setup not found.',
  feeSetupHasPayments: 'Payments were made under this fee setup, so it cannot be deleted.',
  noFeeSetup: 'There is no fee setup for this hostel and session.',
  paymentDateRequired: 'Payment Date is required',
  paymentInFuture: 'Payment Date cannot be in the future',
  /** The spec's own text (operations §5), leading space and all: the spec's texts win. */
  ddDateRequired: ' DD Date is required',
  ddNumberRequired: 'Enter the cheque or DD number',
  bankRequired: 'Enter the bank the cheque or DD is drawn on',
  modeRequired: 'Select the mode of payment',
  chooseMonths: 'Please select at least one month.',
  badMonth: 'Months must be months of the session (YYYY-MM)',
  monthBeforeJoining: 'A month before the date of joining cannot be paid.',
  monthPaid: 'This month is already paid.',
  amountMismatch: 'Amount To Pay does not match the hostel fee rule. Please reload.',
  residentNotAllocated: 'This resident has no bed in this session.',
  staffRentNotCollected: 'Hostel fees of staff residents are not collected in Shala yet.',
  reportHostelRequired: 'Please Select Option',
  reportForRequired: 'Please select option',
  visitorNameRequired: 'Visitor Name is required',
  relationRequired: 'Relation is required',
  dateRequired: 'Date is required',
  inTimeRequired: 'In Time is required',
  badTime: 'Time must be HH:MM (hour below 24, minute below 60)',
  visitorNotFound: 'Visitor not found.',
  outTimeSet: 'The out time of this visit is already set.',
  outTimeBeforeIn: 'Out Time cannot be before In Time',
  visitorOpen: 'Set the out time before deleting this visit.',
  outTimeRequired: 'Enter the out time',
  visitInFuture: 'Date cannot be in the future',
  visitBeforeJoining: 'Date cannot be before the resident’s Date Of Joining',
  hostlierNotFound: 'Resident not found.',
  hostlierLeft: 'This resident’s allocation is discontinued.',
  tooManyVisitors: 'At most 10 visitors in one entry',
  chooseOutTimes: 'Enter the out time of at least one visit.',
  repeatedVisit: 'A visit is listed twice.',
  parentsCannotSeeVisitors: 'Parents cannot see or record hostel visitors',
  deleteVisitorQuestion: 'Are you sure you want to delete this visitor entry?',
  deleteFeeSetupQuestion: 'Are you sure you want to delete hostel fee setup?',
  hostelAdded: 'Hostel added.',
  hostelUpdated: 'Hostel updated.',
  hostelDeleted: 'Hostel deleted.',
  roomAdded: 'Room added.',
  roomUpdated: 'Room updated.',
  roomDeleted: 'Room deleted.',
  allocated: 'Room allocated.',
  discontinued: 'Allocation discontinued.',
  allocationDeleted: 'Allocation deleted.',
  feeSetupAdded: 'Hostel fee setup added.',
  feeSetupUpdated: 'Hostel fee setup updated.',
  feeSetupDeleted: 'Hostel fee setup deleted.',
  paymentRecorded: 'Payment recorded.',
  receiptNotFound: 'Receipt not found.',
  visitorAdded: 'Visitor added.',
  visitorsUpdated: 'Out time saved.',
  visitorDeleted: 'Visitor deleted.',
} as const;

const m = hostelMessages;
const id = (message: string) => recordIdSchema(message);

/** Page sizes (§9): hostel and room lists 15, allocation search 20, hostel report 20. */
export const hostelPageSize = 15;
export const allocationPageSize = 20;
export const reportPageSize = 20;
export const maxBeds = 50;

export const residentKinds = ['student', 'staff'] as const;
export type ResidentKind = (typeof residentKinds)[number];
export const roomGenders = ['Male', 'Female'] as const;
export type RoomGender = (typeof roomGenders)[number];

const forSchema = z.enum(residentKinds, { error: m.selectOne });
const genderSchema = z.enum(roomGenders, { error: m.genderRequired });

// Hostels

const phoneSchema = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, { error: m.phoneRequired })
  .regex(/^\+?[0-9][0-9 -]{5,18}$/, { error: m.badPhone });

const hostelFields = {
  name: nameSchema(m.hostelNameRequired, 'Hostel name', 120),
  address: z
    .string({ error: m.addressTooLong })
    .trim()
    .max(300, { error: m.addressTooLong })
    .default(''),
  phone: phoneSchema,
  warden_id: id(m.chooseWarden).nullable().default(null),
};
export const createHostelBodySchema = z.object(hostelFields);
export type CreateHostelBody = z.infer<typeof createHostelBodySchema>;
export const updateHostelBodySchema = z.object({ ...hostelFields, id: id(m.hostelNotFound) });
export type UpdateHostelBody = z.infer<typeof updateHostelBodySchema>;
export const hostelIdParamsSchema = z.object({ id: id(m.hostelNotFound) });
export const hostelListQuerySchema = pagingQuerySchema.extend({
  limit: pagingQuerySchema.shape.limit.default(hostelPageSize),
});
export const hostelRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  warden_id: z.number().int().nullable(),
  /** `user_name` is null to a caller who does not manage staff (a parent, a warden). */
  wardenUser: z.object({ user_name: z.string().nullable(), full_name: z.string() }).nullable(),
});
export type HostelRow = z.infer<typeof hostelRowSchema>;
export const wardenOptionSchema = z.object({ label: z.string(), value: z.number().int() });

// Rooms

/** Beds: digits only, 1 to 50 (§5, §9). */
export const bedsSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: m.bedsRequired })
    .trim()
    .min(1, { error: m.bedsRequired })
    .regex(/^\d+$/, { error: m.bedsDigits })
    .transform(Number)
    .pipe(z.number().min(1, { error: m.bedsRequired }).max(maxBeds, { error: m.bedsTooMany })),
);

const roomFields = {
  session_id: id(m.sessionRequired),
  hostel_id: id(m.hostelRequired),
  room_name: nameSchema(m.roomRequired, 'Room', 60),
  capacity: bedsSchema,
  for: forSchema,
  gender: genderSchema,
};
export const createRoomBodySchema = z.object(roomFields);
export type CreateRoomBody = z.infer<typeof createRoomBodySchema>;
export const updateRoomBodySchema = z.object({ ...roomFields, id: id(m.roomNotFound) });
export type UpdateRoomBody = z.infer<typeof updateRoomBodySchema>;
export const roomIdParamsSchema = z.object({ id: id(m.roomNotFound) });
export const roomsOfHostelParamsSchema = z.object({ hostelId: id(m.hostelNotFound) });
export const roomsOfHostelQuerySchema = z.object({
  session_id: id(m.sessionNotFound).optional(),
});
export const roomDetailParamsSchema = z.object({ roomId: id(m.roomNotFound) });
export const roomListQuerySchema = hostelListQuerySchema.extend({
  session_id: id(m.sessionNotFound).optional(),
  hostel_id: id(m.hostelNotFound).optional(),
});
export const roomRowSchema = z.object({
  id: z.number().int(),
  hostel_id: z.number().int(),
  hostelName: z.string(),
  room_name: z.string(),
  capacity: z.number().int(),
  for: z.enum(residentKinds),
  gender: z.enum(roomGenders),
  session_id: z.number().int(),
  occupied: z.number().int(),
  seat_left: z.number().int(),
});
export type RoomRow = z.infer<typeof roomRowSchema>;

// Allocations

const personSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  class_name: z.string().nullable(),
  section_name: z.string().nullable(),
  roll_number: z.number().int().nullable(),
});

export const allocateBodySchema = z
  .object({
    session_id: id(m.sessionRequired),
    hostel_id: id(m.hostelRequired),
    hostel_room_id: id(m.roomRequired),
    for: forSchema,
    user_id: z.unknown(),
    date_of_joining: calendarDateSchema(m.joiningRequired),
  })
  .transform((body, context) => {
    const message = body.for === 'staff' ? m.staffRequired : m.studentRequired;
    const parsed = id(message).safeParse(body.user_id);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message, path: ['user_id'] });
      return z.NEVER;
    }
    return { ...body, user_id: parsed.data };
  });
export type AllocateBody = z.infer<typeof allocateBodySchema>;

export const allocationListQuerySchema = pagingQuerySchema.extend({
  limit: pagingQuerySchema.shape.limit.default(allocationPageSize),
  session_id: id(m.sessionRequired),
  for: forSchema.optional(),
  hostel_id: id(m.hostelNotFound).optional(),
  hostel_room_id: id(m.roomNotFound).optional(),
  include_discontinued: z
    .preprocess((value) => value === '1' || value === 'true' || value === true, z.boolean())
    .default(true),
});
export const discontinueAllocationBodySchema = z.object({
  id: id(m.allocationNotFound),
  is_discontinue: z.coerce.number({ error: m.onlyDiscontinue }).refine((value) => value === 1, {
    error: m.onlyDiscontinue,
  }),
});
export const allocationIdParamsSchema = z.object({ id: id(m.allocationNotFound) });

export const allocationRowSchema = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  hostel_id: z.number().int(),
  hostel_room_id: z.number().int(),
  user_id: z.number().int(),
  for: z.enum(residentKinds),
  date_of_joining: z.string(),
  is_discontinue: z.union([z.literal(0), z.literal(1)]),
  hostelName: z.string(),
  hostelRoom: z.object({ room_name: z.string() }),
  gender: z.enum(roomGenders),
  studentDetail: personSchema.nullable(),
  userDetail: z
    .object({ id: z.number().int(), full_name: z.string(), user_name: z.string() })
    .nullable(),
  /** Fee terms of the hostel in the session (rupees), null without a fee setup. */
  amount: z.number().nullable(),
  late_fee: z.number().nullable(),
  last_day_of_submission: z.number().int().nullable(),
  sessionDetail: z.object({
    id: z.number().int(),
    start_year: z.number().int(),
    end_year: z.number().int(),
  }),
  /** Months already paid ('YYYY-MM'). */
  paid_months: z.array(z.string()),
});
export type AllocationRow = z.infer<typeof allocationRowSchema>;

export const residentSearchQuerySchema = z.object({
  session_id: id(m.sessionRequired),
  for: forSchema,
  search: z.string().trim().max(100).optional(),
});
export const residentOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  detail: z.string(),
  gender: z.string().nullable(),
});

export const parentRoomQuerySchema = z.object({
  session_id: id(m.sessionNotFound).optional(),
  user_id: id(m.studentNotFound),
});
export const parentRoomSchema = z
  .object({
    student_name: z.string(),
    hostel_name: z.string(),
    hostel_address: z.string(),
    room_name: z.string(),
    warden: z.string().nullable(),
    phone: z.string(),
    date_of_joining: z.string(),
  })
  .nullable();

export const roomStudentsQuerySchema = z.object({
  session_id: id(m.sessionRequired),
  hostel_id: id(m.hostelRequired),
  hostel_room_id: id(m.roomRequired),
});
export const roomOptionsQuerySchema = z.object({
  session_id: id(m.sessionRequired),
  hostel_id: id(m.hostelRequired),
  hostelFor: forSchema,
});

export const hostelReportQuerySchema = z.object({
  session_id: id(m.sessionRequired),
  hostel_id: id(m.reportHostelRequired),
  for: z.enum(residentKinds, { error: m.reportForRequired }),
  limit: z.coerce.number().int().min(1).max(100).default(reportPageSize),
  page_number: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const hostelReportRowSchema = z.object({
  hostel: z.string(),
  room: z.string(),
  for: z.enum(residentKinds),
  gender: z.enum(roomGenders),
  name: z.string(),
  class_section: z.string().nullable(),
  roll_number: z.number().int().nullable(),
});

// Fee setup

const lastDaySchema = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: m.badLastDay })
    .min(1, { error: m.badLastDay })
    .max(30, { error: m.badLastDay });

export const createFeeSetupBodySchema = z.object({
  session_id: id(m.sessionRequired),
  hostel_id: id(m.hostelRequired),
  amount: rupeesInPaiseSchema(m.amountRequired),
  late_fee: rupeesInPaiseSchema(m.lateFeeRequired),
  last_day_of_submission: lastDaySchema(m.lastDayRequired),
  currency: z.literal('INR').default('INR'),
  currency_symbol: z.literal('₹').default('₹'),
});
export type CreateFeeSetupBody = z.infer<typeof createFeeSetupBodySchema>;
export const updateFeeSetupBodySchema = z.object({
  id: id(m.feeSetupNotFound),
  amount: rupeesInPaiseSchema(m.amountRequired),
  late_fee: rupeesInPaiseSchema(m.lateFeeRequired),
  last_day_of_submission: lastDaySchema(m.lastDayRequired),
});
export type UpdateFeeSetupBody = z.infer<typeof updateFeeSetupBodySchema>;
export const feeSetupSessionParamsSchema = z.object({ session_id: id(m.sessionRequired) });
export const feeSetupIdParamsSchema = z.object({ id: id(m.feeSetupNotFound) });
export const feeSetupRowSchema = z.object({
  id: z.number().int(),
  hostel_id: z.number().int(),
  session_id: z.number().int(),
  amount: z.number(),
  late_fee: z.number(),
  last_day_of_submission: z.number().int(),
  currency: z.string(),
  currency_symbol: z.string(),
  hostel: z.object({ hostel_name: z.string() }),
  session: z.object({ session_name: z.string() }),
});
export type FeeSetupRow = z.infer<typeof feeSetupRowSchema>;

// Payments

/** paid_month: comma-joined months ('2026-04,2026-05') or a list. */
const paidMonthsSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
      : value,
  z
    .array(z.string().refine(isHostelMonth, { error: m.badMonth }), { error: m.chooseMonths })
    .min(1, { error: m.chooseMonths })
    .max(12, { error: m.badMonth }),
);

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max).nullable().default(null),
  );

export const hostelPaymentBodySchema = z
  .object({
    session_id: id(m.sessionRequired),
    for: forSchema.default('student'),
    user_id: id(m.studentRequired),
    paid_month: paidMonthsSchema,
    payment_date: calendarDateSchema(m.paymentDateRequired),
    mode_of_payment: z.enum(counterPaymentModes, { error: m.modeRequired }),
    paid_amount: rupeesInPaiseSchema(m.amountMismatch),
    late_fee: rupeesInPaiseSchema(m.amountMismatch),
    due_amount: rupeesInPaiseSchema(m.amountMismatch),
    cheque_dd_no: optionalText(40),
    cheque_date: z.preprocess(
      (value) => (value === '' ? null : value),
      calendarDateSchema(m.ddDateRequired).nullable().default(null),
    ),
    bank_details: optionalText(120),
    /** The form's key: a double submit records one payment. */
    idempotency_key: z.string().trim().min(8).max(80),
  })
  .superRefine((body, context) => {
    if (body.mode_of_payment === 'cash') return;
    if (!body.cheque_dd_no)
      context.addIssue({ code: 'custom', message: m.ddNumberRequired, path: ['cheque_dd_no'] });
    if (!body.cheque_date)
      context.addIssue({ code: 'custom', message: m.ddDateRequired, path: ['cheque_date'] });
    if (!body.bank_details)
      context.addIssue({ code: 'custom', message: m.bankRequired, path: ['bank_details'] });
  });
export type HostelPaymentBody = z.infer<typeof hostelPaymentBodySchema>;

export const hostelPaymentResultSchema = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  receipt_no: z.number().int(),
  paid_month: z.array(z.string()),
  paid_amount: z.number(),
  late_fee: z.number(),
  due_amount: z.number(),
  already_recorded: z.boolean(),
});
export type HostelPaymentResult = z.infer<typeof hostelPaymentResultSchema>;

/** A hostel payment's receipt: the fee payment id the payment answered. */
export const hostelReceiptParamsSchema = z.object({ id: id(m.receiptNotFound) });

export const hostelDefaulterQuerySchema = z.object({
  session_id: id(m.sessionRequired),
  hostel_id: id(m.hostelRequired).optional(),
  for: forSchema.default('student'),
});
export const hostelDefaulterRowSchema = z.object({
  allocation_id: z.number().int(),
  hostel: z.object({ name: z.string() }),
  student: z.object({ student_name: z.string() }),
  room_name: z.string(),
  joiningDate: z.string(),
  lastPaymentMonths: z.array(z.string()),
  lastPaymentDate: z.string().nullable(),
  months_due: z.array(z.string()),
  dueAmount: z.number(),
});
export type HostelDefaulterRow = z.infer<typeof hostelDefaulterRowSchema>;
