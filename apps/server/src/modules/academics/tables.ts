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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';
import { users } from '../auth/table-refs.ts';

/** Academic sessions (e.g. 2026-27); a sub-session (term) names its parent. One is current. */
export const academicSessions = pgTable(
  'academic_sessions',
  {
    tenantId: tenantId(),
    id: rowId(),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    parentId: bigint('parent_id', { mode: 'number' }),
    /** The session a new-session run started this one from; a source is promoted once. */
    promotedFromId: bigint('promoted_from_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }).onDelete(
      'cascade',
    ),
    // Main sessions have unique names; a sub-session's name is unique within its session.
    uniqueIndex('academic_sessions_name_key').on(
      t.tenantId,
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
    uniqueIndex('academic_sessions_promoted_from_key')
      .on(t.tenantId, t.promotedFromId)
      .where(sql`${t.promotedFromId} is not null`),
    uniqueIndex('academic_sessions_one_current_key')
      .on(t.tenantId)
      .where(sql`${t.isCurrent} and ${t.parentId} is null`),
  ],
);

/** Classes of the school (Nursery, 1, 2, …), ordered by `position` for promotion. */
export const classes = pgTable(
  'classes',
  {
    tenantId: tenantId(),
    id: rowId(),
    name: text('class_name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('classes_name_key').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

export const sections = pgTable(
  'sections',
  {
    tenantId: tenantId(),
    id: rowId(),
    name: text('section_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sections_name_key').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/** Which sections a class has in a session; a class with no row here has no sections. */
export const classSections = pgTable(
  'class_sections',
  {
    tenantId: tenantId(),
    id: rowId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    sectionId: bigint('section_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
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
    uniqueIndex('class_sections_key').on(t.tenantId, t.sessionId, t.classId, t.sectionId),
  ],
);

export const subjects = pgTable(
  'subjects',
  {
    tenantId: tenantId(),
    id: rowId(),
    name: text('subject_name').notNull(),
    code: text('subject_code'),
    isOptional: boolean('is_optional').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('subjects_name_key').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/** Subjects taught in a class in a session. */
export const classSubjects = pgTable(
  'class_subjects',
  {
    tenantId: tenantId(),
    id: rowId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.sessionId],
      foreignColumns: [academicSessions.tenantId, academicSessions.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.classId],
      foreignColumns: [classes.tenantId, classes.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.subjectId],
      foreignColumns: [subjects.tenantId, subjects.id],
    }).onDelete('cascade'),
    uniqueIndex('class_subjects_key').on(t.tenantId, t.sessionId, t.classId, t.subjectId),
  ],
);

/**
 * Teacher allocation in a session: with `subjectId` null the teacher is the class teacher of
 * the class (and section); with a subject, the teacher teaches that subject there.
 */
export const teacherAllocations = pgTable(
  'teacher_allocations',
  {
    tenantId: tenantId(),
    id: rowId(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    sectionId: bigint('section_id', { mode: 'number' }),
    subjectId: bigint('subject_id', { mode: 'number' }),
    teacherId: bigint('teacher_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
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
      columns: [t.tenantId, t.subjectId],
      foreignColumns: [subjects.tenantId, subjects.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.teacherId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    // One class teacher per class and section, one teacher per subject there (nulls as "none").
    uniqueIndex('teacher_allocations_key').on(
      t.tenantId,
      t.sessionId,
      t.classId,
      sql`coalesce(${t.sectionId}, 0)`,
      sql`coalesce(${t.subjectId}, 0)`,
    ),
    index('teacher_allocations_teacher_idx').on(t.tenantId, t.teacherId),
  ],
);
