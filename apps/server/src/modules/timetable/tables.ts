import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';
import { academicSessions, classes, sections, subjects } from '../academics/table-refs.ts';
import { users } from '../auth/table-refs.ts';

/** A school timing: a shift and its hours (HH:MM). */
export const schoolTimings = pgTable(
  'school_timings',
  {
    tenantId: tenantId(),
    id: rowId(),
    shiftName: text('shift_name').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** One row per school: the working weekdays (1 = Monday … 7 = Sunday). */
export const timetableSettings = pgTable('timetable_settings', {
  tenantId: tenantId().primaryKey(),
  workingDays: smallint('working_days').array().notNull().default(sql`'{1,2,3,4,5,6}'`),
});

/** A period of the school day mapped to its time (HH:MM). */
export const periods = pgTable(
  'periods',
  {
    tenantId: tenantId(),
    id: rowId(),
    name: text('period_name').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('periods_name_key').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/**
 * A cell of a class routine: in a session, the subject and teacher of a class (and section)
 * in a period on a weekday. A teacher is in one place per weekday and period (the second key).
 */
export const routineSlots = pgTable(
  'routine_slots',
  {
    tenantId: tenantId(),
    id: rowId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    sectionId: bigint('section_id', { mode: 'number' }),
    weekday: smallint('weekday').notNull(),
    periodId: bigint('period_id', { mode: 'number' }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    teacherId: bigint('teacher_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('routine_slots_cell_key').on(
      t.tenantId,
      t.sessionId,
      t.classId,
      sql`coalesce(${t.sectionId}, 0)`,
      t.weekday,
      t.periodId,
    ),
    uniqueIndex('routine_slots_teacher_key').on(
      t.tenantId,
      t.sessionId,
      t.teacherId,
      t.weekday,
      t.periodId,
    ),
    foreignKey({
      columns: [t.tenantId, t.sessionId],
      foreignColumns: [academicSessions.tenantId, academicSessions.id],
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
      columns: [t.tenantId, t.periodId],
      foreignColumns: [periods.tenantId, periods.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.subjectId],
      foreignColumns: [subjects.tenantId, subjects.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.teacherId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/** On a date, a routine cell of an absent teacher taken by another teacher. */
export const proxyAssignments = pgTable(
  'proxy_assignments',
  {
    tenantId: tenantId(),
    id: rowId(),
    date: date('date', { mode: 'string' }).notNull(),
    slotId: bigint('slot_id', { mode: 'number' }).notNull(),
    proxyTeacherId: bigint('proxy_teacher_id', { mode: 'number' }).notNull(),
    assignedBy: bigint('assigned_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('proxy_assignments_slot_key').on(t.tenantId, t.slotId, t.date),
    index('proxy_assignments_teacher_idx').on(t.tenantId, t.proxyTeacherId, t.date),
    foreignKey({
      columns: [t.tenantId, t.slotId],
      foreignColumns: [routineSlots.tenantId, routineSlots.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.proxyTeacherId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);
