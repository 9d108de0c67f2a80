import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';
import { classes, sections, subjects } from '../academics/table-refs.ts';
import { users } from '../auth/table-refs.ts';

/**
 * A task for a class (and section): homework, holiday work or a monthly planner, typed in
 * (remarks) or uploaded (a document in storage under `file_key`). `created_date` is the
 * school's calendar day it was given, what "search by created date" reads.
 */
export const tasks = pgTable(
  'tasks',
  {
    tenantId: tenantId(),
    id: rowId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    sectionId: bigint('section_id', { mode: 'number' }),
    subjectId: bigint('subject_id', { mode: 'number' }),
    type: text('type', { enum: ['monthly_planner', 'homework', 'holiday_work'] }).notNull(),
    title: text('title').notNull(),
    remarks: text('remarks'),
    createdDate: date('created_date', { mode: 'string' }).notNull(),
    submissionDate: date('submission_date', { mode: 'string' }),
    month: text('month'),
    haveGrade: boolean('have_grade').notNull().default(false),
    minMarks: integer('min_marks'),
    fullMarks: integer('full_marks'),
    fileKey: text('file_key'),
    fileKind: text('file_kind', { enum: ['pdf', 'doc', 'docx'] }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.classId],
      foreignColumns: [classes.tenantId, classes.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.sectionId],
      foreignColumns: [sections.tenantId, sections.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.subjectId],
      foreignColumns: [subjects.tenantId, subjects.id],
    }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    index('tasks_place_idx').on(t.tenantId, t.sessionId, t.classId, t.type, t.createdDate),
    index('tasks_submission_idx')
      .on(t.tenantId, t.sessionId, t.submissionDate)
      .where(sql`${t.submissionDate} is not null`),
  ],
);
