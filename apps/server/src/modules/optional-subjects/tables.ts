import { bigint, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { tenantId } from '../../platform/db/columns.ts';

/** The optional subject a student takes in a session (one per student and session). */
export const optionalSubjectAssignments = pgTable(
  'optional_subject_assignments',
  {
    tenantId: tenantId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    assignedBy: bigint('assigned_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sessionId, t.studentId] }),
    index('optional_subject_assignments_subject_idx').on(t.tenantId, t.subjectId),
  ],
);
