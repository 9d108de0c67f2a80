import { bigint, date, foreignKey, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';
import { classes } from '../academics/table-refs.ts';
import { users } from '../auth/table-refs.ts';

/** A discipline incident of a student, in the session and class they were in. */
export const incidents = pgTable(
  'incidents',
  {
    tenantId: tenantId(),
    id: rowId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    sectionId: bigint('section_id', { mode: 'number' }),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    incidentType: text('incident_type').notNull(),
    incidentDate: date('incident_date', { mode: 'string' }).notNull(),
    consequences: text('consequences').notNull(),
    incidentDetails: text('incident_details').notNull(),
    addedBy: bigint('added_by', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.classId],
      foreignColumns: [classes.tenantId, classes.id],
    }),
    foreignKey({ columns: [t.tenantId, t.addedBy], foreignColumns: [users.tenantId, users.id] }),
    index('incidents_place_idx').on(t.tenantId, t.sessionId, t.classId, t.sectionId),
    index('incidents_student_idx').on(t.tenantId, t.studentId),
  ],
);
