import {
  bigint,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';
import { classes } from '../academics/table-refs.ts';
import { users } from '../auth/table-refs.ts';

/**
 * A parent's leave request for a child, addressed to one of the child's teachers, in the
 * class the child was in. Pending until staff approve or reject it with a comment.
 */
export const studentLeaves = pgTable(
  'student_leaves',
  {
    tenantId: tenantId(),
    id: rowId(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    teacherId: bigint('teacher_id', { mode: 'number' }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    sectionId: bigint('section_id', { mode: 'number' }),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    comment: text('comment'),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.classId],
      foreignColumns: [classes.tenantId, classes.id],
    }),
    foreignKey({ columns: [t.tenantId, t.teacherId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.decidedBy], foreignColumns: [users.tenantId, users.id] }),
    index('student_leaves_student_idx').on(t.tenantId, t.studentId, t.startDate),
    // Attendance reads a class's approved leave on a day; staff search by place and dates.
    index('student_leaves_place_idx').on(
      t.tenantId,
      t.sessionId,
      t.classId,
      t.sectionId,
      t.startDate,
    ),
    index('student_leaves_teacher_idx').on(t.tenantId, t.teacherId, t.status),
  ],
);
