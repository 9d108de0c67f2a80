import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';
import { academicSessions, classes, sections } from '../academics/table-refs.ts';
import { users } from '../auth/table-refs.ts';
import { students } from '../students/table-refs.ts';

/** A hostel of the school; its warden is a user of the warden role (9). */
export const hostels = pgTable(
  'hostels',
  {
    tenantId: tenantId(),
    id: rowId(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull(),
    wardenId: bigint('warden_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.wardenId], foreignColumns: [users.tenantId, users.id] }),
    uniqueIndex('hostels_name_key').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/**
 * A room of a hostel in a session, for students or staff of one gender, with 1 to 50 beds.
 * Beds taken are counted from allocations on every read, never stored.
 */
export const hostelRooms = pgTable(
  'hostel_rooms',
  {
    tenantId: tenantId(),
    id: rowId(),
    hostelId: bigint('hostel_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    roomName: text('room_name').notNull(),
    capacity: smallint('capacity').notNull(),
    residentFor: text('resident_for', { enum: ['student', 'staff'] }).notNull(),
    gender: text('gender', { enum: ['Male', 'Female'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.hostelId],
      foreignColumns: [hostels.tenantId, hostels.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.sessionId],
      foreignColumns: [academicSessions.tenantId, academicSessions.id],
    }),
    check('hostel_rooms_capacity_range', sql`${t.capacity} between 1 and 50`),
    uniqueIndex('hostel_rooms_name_key').on(
      t.tenantId,
      t.hostelId,
      t.sessionId,
      sql`lower(${t.roomName})`,
    ),
    index('hostel_rooms_list_idx').on(t.tenantId, t.sessionId, t.hostelId),
  ],
);

/**
 * A bed of a room given to a student or a staff member (exactly one is set, matching
 * `resident_for`). One active bed per person per session: the partial unique indexes; a full
 * room is refused under the room's row lock.
 */
export const roomAllocations = pgTable(
  'hostel_allocations',
  {
    tenantId: tenantId(),
    id: rowId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    hostelId: bigint('hostel_id', { mode: 'number' }).notNull(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    residentFor: text('resident_for', { enum: ['student', 'staff'] }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }),
    staffUserId: bigint('staff_user_id', { mode: 'number' }),
    dateOfJoining: date('date_of_joining', { mode: 'string' }).notNull(),
    isDiscontinue: boolean('is_discontinue').notNull().default(false),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.roomId],
      foreignColumns: [hostelRooms.tenantId, hostelRooms.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.hostelId],
      foreignColumns: [hostels.tenantId, hostels.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.sessionId],
      foreignColumns: [academicSessions.tenantId, academicSessions.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.studentId],
      foreignColumns: [students.tenantId, students.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.staffUserId],
      foreignColumns: [users.tenantId, users.id],
    }),
    check(
      'hostel_allocations_one_resident',
      sql`(${t.residentFor} = 'student' and ${t.studentId} is not null and ${t.staffUserId} is null) or (${t.residentFor} = 'staff' and ${t.staffUserId} is not null and ${t.studentId} is null)`,
    ),
    uniqueIndex('hostel_allocations_active_student_key')
      .on(t.tenantId, t.sessionId, t.studentId)
      .where(sql`not ${t.isDiscontinue} and ${t.studentId} is not null`),
    uniqueIndex('hostel_allocations_active_staff_key')
      .on(t.tenantId, t.sessionId, t.staffUserId)
      .where(sql`not ${t.isDiscontinue} and ${t.staffUserId} is not null`),
    index('hostel_allocations_room_idx').on(t.tenantId, t.roomId),
    index('hostel_allocations_list_idx').on(t.tenantId, t.sessionId, t.hostelId),
  ],
);

/** A hostel's monthly fee in a session (one per hostel and session), in paise. */
export const hostelFeeSetups = pgTable(
  'hostel_fee_setups',
  {
    tenantId: tenantId(),
    id: rowId(),
    hostelId: bigint('hostel_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    lateFeePaise: bigint('late_fee_paise', { mode: 'number' }).notNull(),
    lastDay: smallint('last_day').notNull(),
    currency: text('currency').notNull().default('INR'),
    currencySymbol: text('currency_symbol').notNull().default('₹'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.hostelId],
      foreignColumns: [hostels.tenantId, hostels.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.sessionId],
      foreignColumns: [academicSessions.tenantId, academicSessions.id],
    }),
    check('hostel_fee_setups_last_day_range', sql`${t.lastDay} between 1 and 30`),
    check('hostel_fee_setups_amounts', sql`${t.amountPaise} >= 0 and ${t.lateFeePaise} >= 0`),
    uniqueIndex('hostel_fee_setups_hostel_session_key').on(t.tenantId, t.hostelId, t.sessionId),
  ],
);

/**
 * A hostel fee payment: the fee ledger's payment (`fee_payment_id`, receipt number) of the
 * months it paid. The money itself is the ledger's; this row says which months it covered.
 */
export const hostelPayments = pgTable(
  'hostel_payments',
  {
    tenantId: tenantId(),
    id: rowId(),
    allocationId: bigint('allocation_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    feeSetupId: bigint('fee_setup_id', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The request the key was first used for (`fingerprintRequest`); null before 2026-11-27. */
    requestHash: text('request_hash'),
    feePaymentId: bigint('fee_payment_id', { mode: 'number' }).notNull(),
    receiptNo: bigint('receipt_no', { mode: 'number' }).notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    duePaise: bigint('due_paise', { mode: 'number' }).notNull(),
    lateFeePaise: bigint('late_fee_paise', { mode: 'number' }).notNull(),
    paidPaise: bigint('paid_paise', { mode: 'number' }).notNull(),
    receivedBy: bigint('received_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.allocationId],
      foreignColumns: [roomAllocations.tenantId, roomAllocations.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.feeSetupId],
      foreignColumns: [hostelFeeSetups.tenantId, hostelFeeSetups.id],
    }),
    uniqueIndex('hostel_payments_idempotency_key').on(t.tenantId, t.idempotencyKey),
    index('hostel_payments_student_idx').on(t.tenantId, t.sessionId, t.studentId),
  ],
);

/** The months a payment covered: a month of a student's session is paid once (the key). */
export const hostelPaidMonths = pgTable(
  'hostel_paid_months',
  {
    tenantId: tenantId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    month: text('month').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sessionId, t.studentId, t.month] }),
    foreignKey({
      columns: [t.tenantId, t.paymentId],
      foreignColumns: [hostelPayments.tenantId, hostelPayments.id],
    }),
    check('hostel_paid_months_format', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * One entry of visitors of a resident (`allocation_id`, the spec's hostlier_id): the day, the
 * in time and, once they leave, the out time (HH:MM, never before the in time), with one or
 * more visitors, each a name and a relation (the two lists are as long as each other).
 * `session_id` is the allocation's, kept for the list's index.
 */
export const hostelVisitors = pgTable(
  'hostel_visitors',
  {
    tenantId: tenantId(),
    id: rowId(),
    allocationId: bigint('allocation_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    inTime: text('in_time').notNull(),
    outTime: text('out_time'),
    visitorNames: text('visitor_names').array().notNull(),
    relations: text('relations').array().notNull(),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.allocationId],
      foreignColumns: [roomAllocations.tenantId, roomAllocations.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.sessionId],
      foreignColumns: [academicSessions.tenantId, academicSessions.id],
    }),
    check(
      'hostel_visitors_times',
      sql`${t.inTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and (${t.outTime} is null or (${t.outTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.outTime} >= ${t.inTime}))`,
    ),
    check(
      'hostel_visitors_people',
      sql`cardinality(${t.visitorNames}) between 1 and 10 and cardinality(${t.relations}) = cardinality(${t.visitorNames})`,
    ),
    index('hostel_visitors_list_idx').on(t.tenantId, t.sessionId, t.visitDate, t.id),
    index('hostel_visitors_allocation_idx').on(t.tenantId, t.allocationId),
  ],
);

/**
 * Hostel seats kept for a class and section in a session (/seat_availability); students of it with a
 * bed count against it on /seat_availability. A quota informs the warden: allocation does not
 * refuse beyond it (docs/decisions/0186-hostel-detail-and-seats.md).
 */
export const hostelSeatQuotas = pgTable(
  'hostel_seat_quotas',
  {
    tenantId: tenantId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    sectionId: bigint('section_id', { mode: 'number' }).notNull(),
    seats: smallint('seats').notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sessionId, t.classId, t.sectionId] }),
    foreignKey({
      columns: [t.tenantId, t.sessionId],
      foreignColumns: [academicSessions.tenantId, academicSessions.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.classId],
      foreignColumns: [classes.tenantId, classes.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.sectionId],
      foreignColumns: [sections.tenantId, sections.id],
    }),
    check('hostel_seat_quotas_seats_range', sql`${t.seats} between 0 and 2000`),
  ],
);

/**
 * A resident student's leave from the hostel: an outing (back the same day) or a home leave,
 * asked for by a parent (`requested`) or issued by the warden (`approved`), then recorded at
 * the gate as `out` and `returned`. Parents are told of each step.
 */
export const hostelOutPasses = pgTable(
  'hostel_out_passes',
  {
    tenantId: tenantId(),
    id: rowId(),
    allocationId: bigint('allocation_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['outing', 'home'] }).notNull(),
    leaveOn: date('leave_on', { mode: 'string' }).notNull(),
    leaveTime: text('leave_time').notNull(),
    returnOn: date('return_on', { mode: 'string' }).notNull(),
    returnTime: text('return_time').notNull(),
    reason: text('reason').notNull(),
    escort: text('escort').notNull().default(''),
    status: text('status', {
      enum: ['requested', 'approved', 'rejected', 'out', 'returned', 'cancelled'],
    }).notNull(),
    note: text('note').notNull().default(''),
    requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    leftAt: timestamp('left_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.allocationId],
      foreignColumns: [roomAllocations.tenantId, roomAllocations.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.studentId],
      foreignColumns: [students.tenantId, students.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.requestedBy],
      foreignColumns: [users.tenantId, users.id],
    }),
    check(
      'hostel_out_passes_window',
      sql`(${t.returnOn}::text || ' ' || ${t.returnTime}) > (${t.leaveOn}::text || ' ' || ${t.leaveTime})`,
    ),
    index('hostel_out_passes_list_idx').on(t.tenantId, t.sessionId, t.id),
    index('hostel_out_passes_student_idx').on(t.tenantId, t.studentId, t.id),
  ],
);
