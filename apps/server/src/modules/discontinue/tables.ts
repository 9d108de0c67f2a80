import { bigint, date, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';

/**
 * A student's withdrawal: from `date_of_leaving` the student is DISCONTINUED (out of class
 * lists, roll numbers and dues). At most one per student: readmission deletes it.
 */
export const discontinuations = pgTable(
  'discontinuations',
  {
    tenantId: tenantId(),
    id: rowId(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    sectionId: bigint('section_id', { mode: 'number' }),
    dateOfLeaving: date('date_of_leaving', { mode: 'string' }).notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('discontinuations_student_key').on(t.tenantId, t.studentId),
    index('discontinuations_list_idx').on(t.tenantId, t.sessionId, t.classId, t.sectionId),
  ],
);
