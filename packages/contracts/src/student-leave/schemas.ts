import { z } from 'zod';
import { calendarDateSchema } from '../core/fields.ts';
import { rowIdSchema } from '../core/person-fields.ts';

/** Texts of the student leave screens (§5, §8), written once. */
export const studentLeaveMessages = {
  studentRequired: 'Select the student',
  titleRequired: 'Enter the title',
  teacherRequired: 'Select the teacher',
  fromRequired: 'Enter the from date',
  toRequired: 'Enter the to date',
  toBeforeFrom: 'To Date cannot be before From Date',
  reasonRequired: 'Enter the reason',
  notTheirTeacher: "Please choose one of the child's teachers",
  schoolOffice: 'School office (no class teacher assigned)',
  officeNote:
    "No teacher is assigned to this child's class and section yet: the request goes to the school office.",
  noClass: 'The student has no class in this session',
  statusRequired: 'Please choose Approve or Reject',
  commentRequired: 'Enter the comment',
  leaveNotFound: 'Leave request not found.',
  notAllowed: 'Not Allowed',
  alreadyDecided: 'This leave request has already been decided',
  parentsOnly: 'Only parents may request leave for a child',
  staffOnly: 'Parents cannot search, approve or reject leave requests',
  created: 'Leave requested.',
  deleted: 'Leave request deleted.',
  approved: 'Leave approved.',
  rejected: 'Leave rejected.',
} as const;

const m = studentLeaveMessages;

/** §4: pending is the only deletable state; staff move it to approved or rejected. */
export const studentLeaveStatuses = ['pending', 'approved', 'rejected'] as const;
export type StudentLeaveStatus = (typeof studentLeaveStatuses)[number];

const blankAsUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const optionalId = (message: string) =>
  z.preprocess(blankAsUndefined, rowIdSchema(message).optional());
const optionalDate = (message: string) =>
  z.preprocess(blankAsUndefined, calendarDateSchema(message).optional());

/**
 * `POST student_leave/`: a parent's request for a child to one of the child's teachers, or,
 * when the child's class and section have none assigned, without teacher_id: to the school
 * office (its admin). parent_id, session_id, class_id and section_id are read from the account
 * and the child's current class (sent values are ignored).
 */
export const createStudentLeaveBodySchema = z
  .object({
    student_id: rowIdSchema(m.studentRequired),
    teacher_id: optionalId(m.teacherRequired),
    title: z
      .string({ error: m.titleRequired })
      .trim()
      .min(1, { error: m.titleRequired })
      .max(150, { error: 'Title must be at most 150 characters' }),
    start_date: z.string({ error: m.fromRequired }).pipe(calendarDateSchema(m.fromRequired)),
    to_date: z.string({ error: m.toRequired }).pipe(calendarDateSchema(m.toRequired)),
    message: z
      .string({ error: m.reasonRequired })
      .trim()
      .min(1, { error: m.reasonRequired })
      .max(2000, { error: 'Reason must be at most 2000 characters' }),
  })
  .passthrough()
  .refine((value) => value.to_date >= value.start_date, {
    error: m.toBeforeFrom,
    path: ['to_date'],
  });
export type CreateStudentLeaveBody = z.output<typeof createStudentLeaveBodySchema>;

export const studentLeaveIdParamsSchema = z.object({ id: rowIdSchema(m.leaveNotFound) });

/** `GET student_leave/leave`: a parent's list (their children) or a student's for staff. */
export const listChildLeaveQuerySchema = z.object({
  session_id: optionalId('Session not found.'),
  class_id: optionalId('Class not found.'),
  section_id: optionalId('Section not found.'),
  student_id: optionalId(m.studentRequired),
});

/** `GET student_leave/`: the staff search; leave overlapping from–to. */
export const searchStudentLeaveQuerySchema = listChildLeaveQuerySchema.extend({
  from_date: optionalDate('From Date is not a valid date'),
  to_date: optionalDate('To Date is not a valid date'),
});

/** `POST student_leave/decide`: staff approve or reject a pending request with a comment. */
export const decideStudentLeaveBodySchema = z
  .object({
    id: rowIdSchema(m.leaveNotFound),
    status: z.enum(['approved', 'rejected'], { error: m.statusRequired }),
    comment: z.preprocess(
      (value) => (value === null ? undefined : value),
      z.string().trim().max(1000, { error: 'Comment must be at most 1000 characters' }).optional(),
    ),
  })
  .refine((value) => value.status === 'approved' || Boolean(value.comment), {
    error: m.commentRequired,
    path: ['comment'],
  });
export type DecideStudentLeaveBody = z.output<typeof decideStudentLeaveBodySchema>;

export const studentLeaveRowSchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  teacher_id: z.number().int(),
  parent_id: z.number().int(),
  session_id: z.number().int(),
  class_id: z.number().int(),
  section_id: z.number().int().nullable(),
  title: z.string(),
  start_date: z.string(),
  to_date: z.string(),
  message: z.string(),
  status: z.enum(studentLeaveStatuses),
  comment: z.string().nullable(),
  decided_by: z.string().nullable(),
  created_on: z.string(),
  teacher: z.object({ full_name: z.string() }),
  parent: z.object({ full_name: z.string() }),
  student_program: z.object({
    Student: z.object({ student_name: z.string() }),
    class: z.object({ class_name: z.string() }),
    section: z.object({ section_name: z.string() }).nullable(),
    roll_number: z.number().int().nullable(),
  }),
});
export type StudentLeaveRow = z.infer<typeof studentLeaveRowSchema>;
