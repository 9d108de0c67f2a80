import { z } from 'zod';
import { calendarDateSchema, isCalendarDate, recordIdSchema } from '../core/fields.ts';
import { attendanceStatuses } from './rules.ts';

/** Texts of the attendance screens, written once. */
export const attendanceMessages = {
  chooseDate: 'Please choose a valid date',
  chooseFromDate: 'Please choose a valid from date',
  chooseToDate: 'Please choose a valid to date',
  toBeforeFrom: 'To date cannot be before the from date',
  rangeTooLong: 'Please choose at most one year',
  futureDate: 'Attendance cannot be marked for a future date',
  chooseClass: 'Please select the class',
  chooseSection: 'Please select the section',
  sectionNotInClass: 'This section is not part of the class',
  choosePeriod: 'Please select the period',
  chooseStudent: 'Please select the student',
  chooseStatus: 'Please choose present, absent, late or leave',
  chooseReportFor: 'Please choose Single Day or Multiple Day',
  chooseType: 'Please choose daily or per period',
  thresholdRange: 'Threshold must be between 1 and 100',
  commentTooLong: 'Comments must be at most 200 characters',
  noEntries: 'Please mark at least one student',
  studentNotInClass: 'This student is not in the class',
  staffNotFound: 'This person is not a member of staff',
  notYourClass: 'You can mark attendance only for the classes you teach',
  closedDay: 'The school is closed on this day',
  studentNotFound: 'Student not found.',
  settingsSaved: 'Attendance settings saved.',
  marked: 'Attendance saved.',
  noStudents: 'No students available',
  alertTitle: 'Absence alert',
} as const;
const m = attendanceMessages;

export const attendanceTypes = ['daily', 'period'] as const;
export type AttendanceType = (typeof attendanceTypes)[number];

/** Per school: daily or per period, the threshold of the "below" list, the alert channels. */
export const attendanceSettingsSchema = z.object({
  attendance_type: z.enum(attendanceTypes, { error: m.chooseType }),
  threshold_percent: z.coerce
    .number({ error: m.thresholdRange })
    .int({ error: m.thresholdRange })
    .min(1, { error: m.thresholdRange })
    .max(100, { error: m.thresholdRange }),
  alert_email: z.boolean({ error: 'Please choose yes or no' }),
  alert_sms: z.boolean({ error: 'Please choose yes or no' }),
  alert_push: z.boolean({ error: 'Please choose yes or no' }),
});
export type AttendanceSettings = z.infer<typeof attendanceSettingsSchema>;

const dateField = calendarDateSchema(m.chooseDate);
const optionalId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === 'null' ? undefined : value),
    recordIdSchema(message).optional(),
  );

/** A date range of at most a year, to not before from. */
const rangeFields = {
  fromDate: calendarDateSchema(m.chooseFromDate),
  toDate: calendarDateSchema(m.chooseToDate),
};
const rangeInOrder = (value: { fromDate: string; toDate: string }) =>
  !isCalendarDate(value.fromDate) ||
  !isCalendarDate(value.toDate) ||
  value.toDate >= value.fromDate;
const rangeAtMostYear = (value: { fromDate: string; toDate: string }) =>
  !rangeInOrder(value) ||
  Date.parse(value.toDate) - Date.parse(value.fromDate) <= 366 * 24 * 3600 * 1000;
const withRangeChecks = <T extends z.ZodType<{ fromDate: string; toDate: string }>>(schema: T) =>
  schema
    .refine(rangeInOrder, { error: m.toBeforeFrom, path: ['toDate'] })
    .refine(rangeAtMostYear, { error: m.rangeTooLong, path: ['toDate'] });

export const registerQuerySchema = z.object({
  date: dateField,
  class_id: recordIdSchema(m.chooseClass),
  section_id: optionalId(m.chooseSection),
  period_id: optionalId(m.choosePeriod),
});
export type RegisterQuery = z.infer<typeof registerQuerySchema>;

export const registerStudentSchema = z.object({
  student_id: z.number().int(),
  student_name: z.string(),
  roll_number: z.number().int().nullable(),
  admission_no: z.string(),
  status: z.enum(attendanceStatuses),
  comments: z.string(),
  /** An approved leave covers the day (the register starts them as leave). */
  on_leave: z.boolean(),
});
export type RegisterStudent = z.infer<typeof registerStudentSchema>;

/** A class's register of a day (or a period of it): saved marks, else the defaults. */
export const registerSchema = z.object({
  date: z.string(),
  attendance_type: z.enum(attendanceTypes),
  /** Null on a school day; else why the school is closed (holiday name, or "Not a working day"). */
  closed_reason: z.string().nullable(),
  marked: z.boolean(),
  marked_by: z.string().nullable(),
  marked_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
  students: z.array(registerStudentSchema),
});
export type Register = z.infer<typeof registerSchema>;

const commentsField = z
  .string({ error: m.commentTooLong })
  .trim()
  .max(200, { error: m.commentTooLong })
  .optional()
  .default('');

export const markAttendanceBodySchema = z.object({
  date: dateField,
  class_id: recordIdSchema(m.chooseClass),
  section_id: recordIdSchema(m.chooseSection).nullable().optional(),
  period_id: recordIdSchema(m.choosePeriod).nullable().optional(),
  entries: z
    .array(
      z.object({
        student_id: recordIdSchema(m.chooseStudent),
        status: z.enum(attendanceStatuses, { error: m.chooseStatus }),
        comments: commentsField,
      }),
      { error: m.noEntries },
    )
    .min(1, { error: m.noEntries })
    .max(500, { error: m.noEntries }),
});
export type MarkAttendanceBody = z.infer<typeof markAttendanceBodySchema>;

export const markResultSchema = z.object({
  saved: z.number().int(),
  absent: z.number().int(),
  /** Children whose parents got an absence alert now (never twice for a child and day). */
  alerted: z.number().int(),
});

export const reportQuerySchema = withRangeChecks(
  z.object({
    ...rangeFields,
    class_id: recordIdSchema(m.chooseClass),
    section_id: optionalId(m.chooseSection),
    student_id: optionalId(m.chooseStudent),
  }),
);

/** A student's attendance over a range: counts on school days and the percentage. */
export const studentReportRowSchema = z.object({
  student_id: z.number().int(),
  student_name: z.string(),
  roll_number: z.number().int().nullable(),
  class_name: z.string(),
  section_name: z.string().nullable(),
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  leave: z.number().int(),
  total: z.number().int(),
  percentage: z.number().nullable(),
});
export type StudentReportRow = z.infer<typeof studentReportRowSchema>;

export const dayReportQuerySchema = z.object({ date: dateField });

/** A class and section on a day: its counts, and whether its register was marked. */
export const dayReportRowSchema = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  section_id: z.number().int().nullable(),
  section_name: z.string().nullable(),
  students: z.number().int(),
  marked: z.boolean(),
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  leave: z.number().int(),
  percentage: z.number().nullable(),
});
export type DayReportRow = z.infer<typeof dayReportRowSchema>;

export const belowThresholdQuerySchema = z.object({
  class_id: optionalId(m.chooseClass),
});
export const belowThresholdSchema = z.object({
  threshold_percent: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  rows: z.array(studentReportRowSchema),
});

/** GET school_attendance/parent (§7): one day or a range, for one of the parent's children. */
export const parentAttendanceQuerySchema = z
  .object({
    report_for: z.enum(['single', 'multiple'], { error: m.chooseReportFor }),
    date: calendarDateSchema(m.chooseDate).optional(),
    fromDate: calendarDateSchema(m.chooseFromDate).optional(),
    toDate: calendarDateSchema(m.chooseToDate).optional(),
    student_id: recordIdSchema(m.chooseStudent),
    section_id: optionalId(m.chooseSection),
    class_id: optionalId(m.chooseClass),
  })
  .refine((q) => q.report_for !== 'single' || q.date !== undefined, {
    error: m.chooseDate,
    path: ['date'],
  })
  .refine((q) => q.report_for !== 'multiple' || q.fromDate !== undefined, {
    error: m.chooseFromDate,
    path: ['fromDate'],
  })
  .refine((q) => q.report_for !== 'multiple' || q.toDate !== undefined, {
    error: m.chooseToDate,
    path: ['toDate'],
  })
  .refine(
    (q) => !q.fromDate || !q.toDate || rangeAtMostYear({ fromDate: q.fromDate, toDate: q.toDate }),
    {
      error: m.rangeTooLong,
      path: ['toDate'],
    },
  )
  .refine((q) => !q.fromDate || !q.toDate || q.toDate >= q.fromDate, {
    error: m.toBeforeFrom,
    path: ['toDate'],
  });

/** The attendance row of §3. */
export const parentAttendanceRowSchema = z.object({
  attendance_date: z.string(),
  teacher_name: z.string().nullable(),
  period_name: z.string().nullable(),
  status: z.enum(attendanceStatuses),
  comments: z.string(),
  marked_by: z.string().nullable(),
});
export type ParentAttendanceRow = z.infer<typeof parentAttendanceRowSchema>;

/** The parent's home: each child's attendance this month. */
export const childMonthSchema = z.object({
  student_id: z.number().int(),
  student_name: z.string(),
  present: z.number().int(),
  total: z.number().int(),
  percentage: z.number().nullable(),
});
export type ChildMonth = z.infer<typeof childMonthSchema>;

export const staffRegisterQuerySchema = z.object({ date: dateField });
export const staffRegisterRowSchema = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  role_name: z.string(),
  status: z.enum(attendanceStatuses),
  comments: z.string(),
  marked: z.boolean(),
  marked_by: z.string().nullable(),
});
export type StaffRegisterRow = z.infer<typeof staffRegisterRowSchema>;

export const markStaffAttendanceBodySchema = z.object({
  date: dateField,
  entries: z
    .array(
      z.object({
        user_id: recordIdSchema(m.staffNotFound),
        status: z.enum(attendanceStatuses, { error: m.chooseStatus }),
        comments: commentsField,
      }),
      { error: m.noEntries },
    )
    .min(1, { error: m.noEntries })
    .max(1000, { error: m.noEntries }),
});
export type MarkStaffAttendanceBody = z.infer<typeof markStaffAttendanceBodySchema>;

export const staffReportQuerySchema = withRangeChecks(z.object(rangeFields));
export const staffReportRowSchema = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  role_name: z.string(),
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  leave: z.number().int(),
  total: z.number().int(),
  percentage: z.number().nullable(),
});
export type StaffReportRow = z.infer<typeof staffReportRowSchema>;
