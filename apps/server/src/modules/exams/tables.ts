import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';

/** An exam type (Periodic Test 1, Half Yearly, …); `weight` is its share of the year's result. */
export const examTypes = pgTable(
  'exam_types',
  {
    tenantId: tenantId(),
    id: rowId(),
    name: text('exam_type_name').notNull(),
    weight: smallint('weight').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('exam_types_name_key').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/** One paper of an exam type for a class in a session (the schedule row). */
export const exams = pgTable(
  'exams',
  {
    tenantId: tenantId(),
    id: rowId(),
    examTypeId: bigint('exam_type_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    examDate: date('exam_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    fullMark: integer('full_mark').notNull(),
    minMark: integer('min_mark').notNull(),
    resultPublished: boolean('result_published').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.examTypeId],
      foreignColumns: [examTypes.tenantId, examTypes.id],
    }),
    uniqueIndex('exams_subject_key').on(
      t.tenantId,
      t.examTypeId,
      t.sessionId,
      t.classId,
      t.subjectId,
    ),
    // The clash check reads a class's papers of a day.
    index('exams_class_day_idx').on(t.tenantId, t.sessionId, t.classId, t.examDate),
  ],
);

/** The school's grade scale; a school without rows uses the CBSE preset. */
export const gradeBands = pgTable(
  'grade_bands',
  {
    tenantId: tenantId(),
    id: rowId(),
    grade: text('grade').notNull(),
    minPercent: smallint('min_percent').notNull(),
    maxPercent: smallint('max_percent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** Question setter or checking teacher of a subject of a class in an exam type. */
export const examDuties = pgTable(
  'exam_duties',
  {
    tenantId: tenantId(),
    id: rowId(),
    kind: text('kind', { enum: ['setter', 'checker'] }).notNull(),
    examTypeId: bigint('exam_type_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    teacherId: bigint('teacher_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.examTypeId],
      foreignColumns: [examTypes.tenantId, examTypes.id],
    }).onDelete('cascade'),
    uniqueIndex('exam_duties_key').on(
      t.tenantId,
      t.kind,
      t.examTypeId,
      t.sessionId,
      t.classId,
      t.subjectId,
    ),
    index('exam_duties_teacher_idx').on(t.tenantId, t.teacherId, t.kind),
  ],
);

/** The question paper of a scheduled paper (one file; a new upload replaces it). */
export const questionPapers = pgTable(
  'question_papers',
  {
    tenantId: tenantId(),
    id: rowId(),
    examId: bigint('exam_id', { mode: 'number' }).notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    uploadedBy: bigint('uploaded_by', { mode: 'number' }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.examId],
      foreignColumns: [exams.tenantId, exams.id],
    }).onDelete('cascade'),
    uniqueIndex('question_papers_exam_key').on(t.tenantId, t.examId),
  ],
);

/** A student's mark in a paper: a number, or absent. */
export const examMarks = pgTable(
  'exam_marks',
  {
    tenantId: tenantId(),
    examId: bigint('exam_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    obtainMark: numeric('obtain_mark', { precision: 7, scale: 2, mode: 'number' }),
    isAbsent: boolean('is_absent').notNull().default(false),
    comment: text('comment').notNull().default(''),
    enteredBy: bigint('entered_by', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.examId, t.studentId] }),
    foreignKey({
      columns: [t.tenantId, t.examId],
      foreignColumns: [exams.tenantId, exams.id],
    }).onDelete('cascade'),
    index('exam_marks_student_idx').on(t.tenantId, t.studentId),
  ],
);

/** Co-scholastic grades (Work, Art, Health & PE, Discipline) of a student in an exam type. */
export const coScholasticGrades = pgTable(
  'co_scholastic_grades',
  {
    tenantId: tenantId(),
    examTypeId: bigint('exam_type_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    area: text('area').notNull(),
    grade: text('grade').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.examTypeId, t.sessionId, t.studentId, t.area] }),
    foreignKey({
      columns: [t.tenantId, t.examTypeId],
      foreignColumns: [examTypes.tenantId, examTypes.id],
    }).onDelete('cascade'),
  ],
);

/** The class teacher's remarks on a student's report card in an exam type. */
export const reportCardRemarks = pgTable(
  'report_card_remarks',
  {
    tenantId: tenantId(),
    examTypeId: bigint('exam_type_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    remarks: text('remarks').notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.examTypeId, t.sessionId, t.studentId] }),
    foreignKey({
      columns: [t.tenantId, t.examTypeId],
      foreignColumns: [examTypes.tenantId, examTypes.id],
    }).onDelete('cascade'),
  ],
);

/** An exam room of a seat plan, in the order it is filled. */
export const examRooms = pgTable(
  'exam_rooms',
  {
    tenantId: tenantId(),
    id: rowId(),
    examTypeId: bigint('exam_type_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    roomName: text('room_name').notNull(),
    capacity: integer('capacity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.examTypeId],
      foreignColumns: [examTypes.tenantId, examTypes.id],
    }).onDelete('cascade'),
    index('exam_rooms_exam_idx').on(t.tenantId, t.examTypeId, t.sessionId, t.position),
  ],
);

export const examSeats = pgTable(
  'exam_seats',
  {
    tenantId: tenantId(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    seatNo: integer('seat_no').notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roomId, t.seatNo] }),
    foreignKey({
      columns: [t.tenantId, t.roomId],
      foreignColumns: [examRooms.tenantId, examRooms.id],
    }).onDelete('cascade'),
  ],
);
