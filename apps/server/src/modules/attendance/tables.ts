import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { rowId, tenantId } from '../../platform/db/columns.ts';
import { classes, sections } from '../academics/table-refs.ts';
import { users } from '../auth/table-refs.ts';
import { students } from '../students/table-refs.ts';

const statusColumn = () =>
  text('status', { enum: ['present', 'absent', 'late', 'leave'] }).notNull();

/** One row per school: how attendance is taken, the threshold, the alert channels. */
export const attendanceSettings = pgTable('attendance_settings', {
  tenantId: tenantId().primaryKey(),
  attendanceType: text('attendance_type', { enum: ['daily', 'period'] })
    .notNull()
    .default('daily'),
  thresholdPercent: smallint('threshold_percent').notNull().default(75),
  alertEmail: boolean('alert_email').notNull().default(true),
  alertSms: boolean('alert_sms').notNull().default(false),
  alertPush: boolean('alert_push').notNull().default(true),
});

/**
 * A student's mark on a day (period null: daily attendance) or in a period. Who marked it
 * first and who changed it last, with when, stay on the row.
 */
export const studentAttendance = pgTable(
  'student_attendance',
  {
    tenantId: tenantId(),
    id: rowId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    sectionId: bigint('section_id', { mode: 'number' }),
    periodId: bigint('period_id', { mode: 'number' }),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    status: statusColumn(),
    comments: text('comments').notNull().default(''),
    markedBy: bigint('marked_by', { mode: 'number' }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('student_attendance_mark_key').on(
      t.tenantId,
      t.studentId,
      t.date,
      sql`coalesce(${t.periodId}, 0)`,
    ),
    index('student_attendance_class_idx').on(t.tenantId, t.classId, t.sectionId, t.date),
    index('student_attendance_date_idx').on(t.tenantId, t.date),
    foreignKey({
      columns: [t.tenantId, t.studentId],
      foreignColumns: [students.tenantId, students.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.classId],
      foreignColumns: [classes.tenantId, classes.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.sectionId],
      foreignColumns: [sections.tenantId, sections.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.markedBy],
      foreignColumns: [users.tenantId, users.id],
    }),
  ],
);

/** A member of staff's mark of a day. */
export const staffAttendance = pgTable(
  'staff_attendance',
  {
    tenantId: tenantId(),
    id: rowId(),
    date: date('date', { mode: 'string' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    status: statusColumn(),
    comments: text('comments').notNull().default(''),
    markedBy: bigint('marked_by', { mode: 'number' }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('staff_attendance_mark_key').on(t.tenantId, t.userId, t.date),
    index('staff_attendance_date_idx').on(t.tenantId, t.date),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);
