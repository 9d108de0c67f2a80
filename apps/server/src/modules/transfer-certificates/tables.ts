import type { TcDue } from '@shala/contracts';
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';

/** An issued transfer certificate: a copy of what was printed, numbered per school. */
export const transferCertificates = pgTable(
  'transfer_certificates',
  {
    tenantId: tenantId(),
    id: rowId(),
    tcNo: integer('tc_no').notNull(),
    studentId: bigint('student_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    classId: bigint('class_id', { mode: 'number' }).notNull(),
    sectionId: bigint('section_id', { mode: 'number' }),
    admissionNo: text('admission_no'),
    studentName: text('student_name').notNull(),
    fatherName: text('father_name'),
    motherName: text('mother_name'),
    address: text('address'),
    className: text('class').notNull(),
    examResultStatus: text('exam_result_status').notNull(),
    promoteStatus: text('promote_status'),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    leavingDate: date('leaving_date', { mode: 'string' }).notNull(),
    character: text('character'),
    nationality: text('nationality'),
    transferReason: text('transfer_reason').notNull(),
    specificTransferReason: text('specfic_transfer_reason'),
    notes: text('notes'),
    issueDate: date('tc_issue_date', { mode: 'string' }).notNull(),
    // The CBSE model TC's further lines (issue 26), all optional.
    apaarId: text('apaar_id'),
    pen: text('pen'),
    category: text('category'),
    firstAdmissionDate: date('first_admission_date', { mode: 'string' }),
    firstAdmissionClass: text('first_admission_class'),
    boardResult: text('board_result'),
    subjectsStudied: text('subjects_studied'),
    feesPaidUpTo: text('fees_paid_up_to'),
    feeConcession: text('fee_concession'),
    workingDays: integer('working_days'),
    daysPresent: integer('days_present'),
    gamesActivities: text('games_activities'),
    applicationDate: date('application_date', { mode: 'string' }),
    issuedBy: bigint('issued_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('transfer_certificates_no_key').on(t.tenantId, t.tcNo),
    uniqueIndex('transfer_certificates_student_key').on(t.tenantId, t.studentId),
    index('transfer_certificates_report_idx').on(t.tenantId, t.sessionId, t.classId, t.sectionId),
  ],
);

/** The last TC number of each school: one locked row, so numbers have no gaps. */
export const transferCertificateCounters = pgTable(
  'transfer_certificate_counters',
  {
    tenantId: tenantId(),
    lastNo: integer('last_no').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);

/**
 * Dues waived to issue a certificate (one per TC): the dues as the no-dues check listed them,
 * the reason and the admin who waived them. Kept for the record; never edited.
 */
export const tcDuesWaivers = pgTable(
  'tc_dues_waivers',
  {
    tenantId: tenantId(),
    tcId: bigint('tc_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    dues: jsonb('dues').$type<TcDue[]>().notNull(),
    waivedBy: bigint('waived_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tcId] }),
    foreignKey({
      columns: [t.tenantId, t.tcId],
      foreignColumns: [transferCertificates.tenantId, transferCertificates.id],
    }).onDelete('cascade'),
  ],
);
