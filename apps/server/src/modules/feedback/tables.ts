import {
  bigint,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';
import { users } from '../auth/table-refs.ts';

/** Classwise feedback a staff member wrote about a student in a session. */
export const studentFeedback = pgTable(
  'student_feedback',
  {
    tenantId: tenantId(),
    id: rowId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    comment: text('comment').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    givenBy: bigint('given_by', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.givenBy], foreignColumns: [users.tenantId, users.id] }),
    index('student_feedback_student_idx').on(t.tenantId, t.sessionId, t.studentId),
  ],
);

/** /feedback_setting: the questions parents rate teachers on. */
export const feedbackQuestions = pgTable(
  'feedback_questions',
  {
    tenantId: tenantId(),
    id: rowId(),
    question: text('question').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/**
 * A parent's feedback on one of their child's teachers. The answers keep the question's text,
 * so a question changed or deleted later does not rewrite what was said.
 */
export const staffFeedback = pgTable(
  'staff_feedback',
  {
    tenantId: tenantId(),
    id: rowId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    teacherId: bigint('teacher_id', { mode: 'number' }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.teacherId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [users.tenantId, users.id] }),
    index('staff_feedback_teacher_idx').on(t.tenantId, t.sessionId, t.teacherId),
  ],
);

export const staffFeedbackAnswers = pgTable(
  'staff_feedback_answers',
  {
    tenantId: tenantId(),
    feedbackId: bigint('feedback_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
    rating: smallint('rating').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.feedbackId, t.position] }),
    foreignKey({
      columns: [t.tenantId, t.feedbackId],
      foreignColumns: [staffFeedback.tenantId, staffFeedback.id],
    }).onDelete('cascade'),
  ],
);
