import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
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

export const students = pgTable(
  'students',
  {
    tenantId: tenantId(),
    id: rowId(),
    admissionNo: text('admission_no').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    /** first + middle + last, kept for search and lists. */
    studentName: text('student_name').notNull(),
    gender: text('gender', { enum: ['Male', 'Female', 'Other'] }).notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    bloodGroup: text('blood_group'),
    religion: text('religion'),
    category: text('category'),
    nationality: text('nationality').notNull().default('Indian'),
    admissionDate: date('admission_date').notNull(),
    /** Where the photo is in file storage (PNG or JPEG); null without one. */
    photoKey: text('photo_key'),
    apaarId: text('apaar_id'),
    /** UDISE+ Permanent Education Number. */
    pen: text('pen'),
    previousSchool: text('previous_school'),
    status: text('status', { enum: ['ACTIVE', 'DISCONTINUED', 'PASSED_OUT'] })
      .notNull()
      .default('ACTIVE'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('students_admission_no_key').on(t.tenantId, t.admissionNo),
    index('students_name_idx').on(t.tenantId, sql`lower(${t.studentName})`),
    // The list sorts a session's students by name: read from this index, not the rows.
    index('students_list_idx').on(t.tenantId, t.id, t.studentName),
  ],
);

/**
 * Father, mother or local guardian. `userId` is their sign-in account (role 4) when they
 * have an e-mail or mobile; one account serves all their children.
 */
export const parents = pgTable(
  'parents',
  {
    tenantId: tenantId(),
    id: rowId(),
    userId: bigint('user_id', { mode: 'number' }),
    parentType: smallint('parent_type').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    occupation: text('occupation'),
    qualification: text('qualification'),
    presentAddress: text('present_address'),
    permanentAddress: text('permanent_address'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('parents_user_idx').on(t.tenantId, t.userId),
    index('parents_mobile_idx').on(t.tenantId, t.mobile),
  ],
);

export const studentParents = pgTable(
  'student_parents',
  {
    tenantId: tenantId(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull(),
    parentType: smallint('parent_type').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.studentId, t.parentType] }),
    foreignKey({
      columns: [t.tenantId, t.studentId],
      foreignColumns: [students.tenantId, students.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.parentId],
      foreignColumns: [parents.tenantId, parents.id],
    }).onDelete('cascade'),
    index('student_parents_parent_idx').on(t.tenantId, t.parentId),
  ],
);

/** A student's place in a session: class, section and roll number (the spec's "program"). */
export const studentPrograms = pgTable(
  'student_programs',
  {
    tenantId: tenantId(),
    id: rowId(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    sectionId: bigint('section_id', { mode: 'number' }),
    rollNumber: integer('roll_number'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.studentId],
      foreignColumns: [students.tenantId, students.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.sessionId],
      foreignColumns: [academicSessions.tenantId, academicSessions.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.classId],
      foreignColumns: [classes.tenantId, classes.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.sectionId],
      foreignColumns: [sections.tenantId, sections.id],
    }),
    uniqueIndex('student_programs_student_key').on(t.tenantId, t.sessionId, t.studentId),
    uniqueIndex('student_programs_roll_key')
      .on(t.tenantId, t.sessionId, t.classId, sql`coalesce(${t.sectionId}, 0)`, t.rollNumber)
      .where(sql`${t.rollNumber} is not null`),
    // Serves the students list's filter (session, class, section) and its sort keys and
    // count from the index alone.
    index('student_programs_list_idx').on(
      t.tenantId,
      t.sessionId,
      t.classId,
      t.sectionId,
      t.rollNumber,
      t.studentId,
    ),
  ],
);

/** Per-school student settings (one row per school): how roll numbers are allocated. */
export const studentSettings = pgTable(
  'student_settings',
  {
    tenantId: tenantId(),
    rollNumberOrder: text('roll_number_order', { enum: ['alphabetical', 'admission'] })
      .notNull()
      .default('alphabetical'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);
