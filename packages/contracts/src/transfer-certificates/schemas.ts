import { z } from 'zod';
import { rupeesAnswerSchema } from '../core/money.ts';
import {
  optionalDateSchema,
  optionalRowIdSchema,
  optionalTextSchema,
  rowIdSchema,
} from '../core/person-fields.ts';
import { leavingDateSchema } from '../discontinue/schemas.ts';

/** Texts of the transfer certificate screens, written once. */
export const tcMessages = {
  birthDateRequired: 'Enter the birth date',
  leavingDateRequired: 'Enter the leaving date',
  leavingDateFuture: 'Leaving Date cannot be later than today',
  submissionDateRequired: 'Submission Date is required',
  examResultRequired: 'Select the exam result',
  reasonRequired: 'Select the transfer reason',
  specifyReason: 'Please specify the transfer reason',
  studentNameRequired: 'Enter the student name',
  classRequired: 'Enter the class',
  chooseSession: 'Please select a session',
  chooseStudent: 'Please select a student',
  selectClass: 'Please select the class',
  selectSection: 'Please select the section',
  studentNotFound: 'Student not found.',
  certificateNotFound: 'Transfer certificate not found.',
  alreadyIssued: 'A transfer certificate is already issued for this student',
  duesOutstanding:
    'The student still has dues: clear them, or an admin with the fees module waives them with a reason',
  waiverNotAllowed: 'Only an admin with the fees module may waive dues',
  waiverReasonRequired: 'Give the reason for waiving the dues',
  issued: 'Transfer certificate issued.',
  updated: 'Transfer certificate updated.',
  modalTitle: 'Student Transfer Certificate',
  staffOnly: 'Parents cannot issue or edit transfer certificates',
  notIssued: 'No transfer certificate has been issued for {name}.',
  noDueSources:
    'No module that records dues (fees, library, hostel) is set up yet: nothing to check.',
  badDate: 'Enter the date as YYYY-MM-DD',
  badDays: 'Enter the number of days (0 to 366)',
  presentOverWorking: 'Days present cannot be more than the working days',
} as const;
const m = tcMessages;

/** §9: the four transfer reasons; Others asks for the specific reason. */
export const transferReasons = [
  'Completion of course',
  'health',
  'Change of Residence',
  'Others',
] as const;
export type TransferReason = (typeof transferReasons)[number];

/** Decided: the usual wording of the result and promotion lines of a TC. */
export const examResultStatuses = ['Passed', 'Failed', 'Compartment', 'Not Appeared'] as const;
export const promoteStatuses = ['Yes', 'No', 'Not Applicable'] as const;

const days = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.coerce.number({ error: m.badDays }).int({ error: m.badDays }).min(0).max(366).nullable(),
);

/** The CBSE model TC's lines beyond the spec's fields, all optional (decided, issue 26). */
const cbseFields = {
  apaar_id: optionalTextSchema(20).optional(),
  pen: optionalTextSchema(20).optional(),
  category: optionalTextSchema(40).optional(),
  first_admission_date: optionalDateSchema(m.badDate).optional(),
  first_admission_class: optionalTextSchema(80).optional(),
  board_result: optionalTextSchema(200).optional(),
  subjects_studied: optionalTextSchema(500).optional(),
  fees_paid_up_to: optionalTextSchema(80).optional(),
  fee_concession: optionalTextSchema(200).optional(),
  working_days: days.optional(),
  days_present: days.optional(),
  games_activities: optionalTextSchema(300).optional(),
  application_date: optionalDateSchema(m.badDate).optional(),
};

const certificateFields = {
  admission_no: optionalTextSchema(60).optional(),
  student_name: z
    .string({ error: m.studentNameRequired })
    .trim()
    .min(1, { error: m.studentNameRequired })
    .max(150),
  father_name: optionalTextSchema(150).optional(),
  mother_name: optionalTextSchema(150).optional(),
  address: optionalTextSchema(500).optional(),
  class: z.string({ error: m.classRequired }).trim().min(1, { error: m.classRequired }).max(80),
  exam_result_status: z.enum(examResultStatuses, { error: m.examResultRequired }),
  promote_status: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.enum(promoteStatuses).nullable(),
  ),
  character: optionalTextSchema(80).optional(),
  nationality: optionalTextSchema(40).optional(),
  transfer_reason: z.enum(transferReasons, { error: m.reasonRequired }),
  specfic_transfer_reason: optionalTextSchema(300).optional(),
  notes: optionalTextSchema(1000).optional(),
  ...cbseFields,
};

const presentWithinWorking = (value: {
  working_days?: number | null;
  days_present?: number | null;
}) =>
  value.working_days === null ||
  value.working_days === undefined ||
  value.days_present === null ||
  value.days_present === undefined ||
  value.days_present <= value.working_days;
const presentIssue = { error: m.presentOverWorking, path: ['days_present'] };

const othersNeedReason = (value: {
  transfer_reason?: string;
  specfic_transfer_reason?: string | null;
}) => value.transfer_reason !== 'Others' || Boolean(value.specfic_transfer_reason);
const othersIssue = { error: m.specifyReason, path: ['specfic_transfer_reason'] };

/**
 * `POST transfer_certificate`: issue a TC. Over dues only with `dues_waiver_reason`, from an
 * admin with the fees module (checked by the server).
 */
export const createTcBodySchema = z
  .object({
    ...certificateFields,
    student_id: rowIdSchema(m.chooseStudent),
    session_id: optionalRowIdSchema(m.chooseSession).optional(),
    birth_date: leavingDateSchema(m.birthDateRequired),
    leaving_date: leavingDateSchema(m.leavingDateRequired),
    dues_waiver_reason: optionalTextSchema(300).optional(),
  })
  .refine(othersNeedReason, othersIssue)
  .refine(presentWithinWorking, presentIssue);
export type CreateTcBody = z.infer<typeof createTcBodySchema>;

/** `PUT transfer_certificate`: the spec's edit (both dates say 'Submission Date is required'). */
export const updateTcBodySchema = z
  .object({
    ...certificateFields,
    id: rowIdSchema(m.certificateNotFound),
    birth_date: leavingDateSchema(m.submissionDateRequired),
    leaving_date: leavingDateSchema(m.submissionDateRequired),
  })
  .refine(othersNeedReason, othersIssue)
  .refine(presentWithinWorking, presentIssue);
export type UpdateTcBody = z.infer<typeof updateTcBodySchema>;

/** A multi-select in a query: repeated keys, "1,2,3" or nothing. */
const idList = (message: string) =>
  z.preprocess(
    (value) =>
      value === undefined || value === ''
        ? []
        : typeof value === 'string'
          ? value.split(',').filter(Boolean)
          : Array.isArray(value)
            ? value
            : [value],
    z.array(rowIdSchema(message)).max(100, { error: message }),
  );

/** The report: a session and classes (with sections), or one student. */
export const listTcQuerySchema = z
  .object({
    session_id: optionalRowIdSchema(m.chooseSession).optional(),
    class_id: idList(m.selectClass),
    section_id: idList(m.selectSection),
    student_id: optionalRowIdSchema(m.chooseStudent).optional(),
  })
  .refine((q) => Boolean(q.student_id) || q.class_id.length > 0, {
    error: m.selectClass,
    path: ['class_id'],
  });
export type ListTcQuery = z.infer<typeof listTcQuerySchema>;

/** The generate screen's search: class and section of a session, or one student. */
export const tcStudentsQuerySchema = z.object({
  session_id: optionalRowIdSchema(m.chooseSession).optional(),
  class_id: optionalRowIdSchema(m.selectClass).optional(),
  section_id: optionalRowIdSchema(m.selectSection).optional(),
  student_id: optionalRowIdSchema(m.chooseStudent).optional(),
});

export const tcStudentParamsSchema = z.object({ student_id: rowIdSchema(m.studentNotFound) });

/** One thing the student still owes, as a dues provider (fees, library, hostel) reports it. */
export const tcDueSchema = z.object({
  source: z.string(),
  label: z.string(),
  amount: rupeesAnswerSchema.nullable(),
});
export type TcDue = z.infer<typeof tcDueSchema>;

/** Dues waived to issue a certificate: what was owed, why, and by whom (kept with the TC). */
export const tcDuesWaiverSchema = z.object({
  reason: z.string(),
  waived_by: z.string().nullable(),
  dues: z.array(tcDueSchema),
});
export type TcDuesWaiver = z.infer<typeof tcDuesWaiverSchema>;

/** A transfer certificate as stored and answered. */
export const tcRowSchema = z.object({
  id: z.number().int(),
  tc_no: z.number().int(),
  student_id: z.number().int(),
  session_id: z.number().int(),
  admission_no: z.string().nullable(),
  student_name: z.string(),
  father_name: z.string().nullable(),
  mother_name: z.string().nullable(),
  address: z.string().nullable(),
  class: z.string(),
  exam_result_status: z.string(),
  promote_status: z.string().nullable(),
  birth_date: z.string(),
  leaving_date: z.string(),
  character: z.string().nullable(),
  nationality: z.string().nullable(),
  transfer_reason: z.string(),
  specfic_transfer_reason: z.string().nullable(),
  notes: z.string().nullable(),
  tc_issue_date: z.string(),
  /** The printed serial: `TC/<session>/<tc_no, four digits>`. */
  tc_serial: z.string(),
  apaar_id: z.string().nullable(),
  pen: z.string().nullable(),
  category: z.string().nullable(),
  first_admission_date: z.string().nullable(),
  first_admission_class: z.string().nullable(),
  board_result: z.string().nullable(),
  subjects_studied: z.string().nullable(),
  fees_paid_up_to: z.string().nullable(),
  fee_concession: z.string().nullable(),
  working_days: z.number().int().nullable(),
  days_present: z.number().int().nullable(),
  games_activities: z.string().nullable(),
  application_date: z.string().nullable(),
  class_name: z.string().nullable(),
  section_name: z.string().nullable(),
  studentProgram: z.object({ roll_number: z.number().int().nullable() }),
  /** Set when the certificate was issued over dues. */
  dues_waiver: tcDuesWaiverSchema.nullable(),
});
export type TcRow = z.infer<typeof tcRowSchema>;

/** A student on the generate screen. */
export const tcStudentSchema = z.object({
  student_id: z.number().int(),
  student_name: z.string(),
  class_name: z.string().nullable(),
  section_name: z.string().nullable(),
  roll_number: z.number().int().nullable(),
  tc_id: z.number().int().nullable(),
});
export type TcStudent = z.infer<typeof tcStudentSchema>;

/** What the form is prefilled with (the spec's read fields), the TC if issued, and the dues. */
export const tcPrefillSchema = z.object({
  student_id: z.number().int(),
  session_id: z.number().int().nullable(),
  student_name: z.string(),
  class_name: z.string().nullable(),
  section_name: z.string().nullable(),
  roll_number: z.number().int().nullable(),
  registration_no: z.string(),
  father_full_name: z.string().nullable(),
  mother_full_name: z.string().nullable(),
  present_address: z.string().nullable(),
  permanent_address: z.string().nullable(),
  birth_date: z.string(),
  nationality: z.string().nullable(),
  category: z.string().nullable(),
  /** The date and class the student was first admitted to (the earliest program's class). */
  admission_date: z.string().nullable(),
  first_class_name: z.string().nullable(),
  /** From the admission record, for the certificate's serial line. */
  apaar_id: z.string().nullable(),
  pen: z.string().nullable(),
  certificate: tcRowSchema.nullable(),
  dues: z.array(tcDueSchema),
  /** Names of the modules that were asked for dues; empty when none exists yet. */
  dues_checked: z.array(z.string()),
  /** The caller may waive the dues with a reason (an admin with the fees module). */
  can_waive_dues: z.boolean(),
});
export type TcPrefill = z.infer<typeof tcPrefillSchema>;
