import { z } from 'zod';
import { calendarDateSchema, flagSchema, oneOrZeroSchema, optionSchema } from '../core/fields.ts';
import { parentNotifyFields, withParentNotifyRules } from '../core/parent-notify.ts';
import { optionalRowIdSchema, rowIdSchema } from '../core/person-fields.ts';

/** Texts of the task screens (§5, §8), written once. */
export const taskMessages = {
  typeRequired: 'Task Type is required',
  classRequired: 'class is required',
  sectionRequired: 'Select the section',
  submissionDateRequired: 'Enter the submission date',
  titleRequired: 'Title is required',
  gradeRequired: 'Grade is required',
  monthRequired: 'Month is required',
  minMarksRequired: 'Minimum marks is required',
  maxMarksRequired: 'Maximum marks is required',
  minAboveMax: 'Minimum marks cannot be more than maximum marks',
  remarksRequired: 'Remarks is required',
  searchByRequired: 'Select what to search by',
  dateRequired: 'Enter the date',
  uploadOnly: 'Upload only .docx, .doc, .pdf',
  chooseFile: 'Please choose a file to upload',
  fileTooLarge: 'The file must be at most 5 MB',
  subjectNotFound: 'Subject not found.',
  classNotFound: 'Class not found.',
  taskNotFound: 'Task not found.',
  fileNotFound: 'File not found.',
  empty: 'No tasks found.',
  created: 'Task added.',
  updated: 'Task updated.',
  deleted: 'Task deleted.',
  notified: 'Notification sent.',
  parentsCannotWrite: 'Parents cannot add, edit, delete or notify tasks',
  notYourClass: 'You can give tasks only to the classes you teach.',
} as const;

const m = taskMessages;

/** §9: the three kinds of task. */
export const taskTypes = ['monthly_planner', 'homework', 'holiday_work'] as const;
export type TaskType = (typeof taskTypes)[number];
export const taskTypeLabels: Record<TaskType, string> = {
  monthly_planner: 'Monthly Planner',
  homework: 'Homework',
  holiday_work: 'Holiday Work',
};

/** §9: months january to december. */
export const taskMonths = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;
export type TaskMonth = (typeof taskMonths)[number];

export const taskModes = ['create', 'upload'] as const;
export type TaskMode = (typeof taskModes)[number];

/** Task uploads: doc, docx or pdf by their bytes, at most 5 MB. */
export const taskFileMaxBytes = 5 * 1024 * 1024;

const blankAsUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const marksSchema = (message: string) =>
  z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(1000, { error: 'Marks must be at most 1000' })
      .optional(),
  );

const optionalDate = (message: string) =>
  z.preprocess(blankAsUndefined, calendarDateSchema(message).optional());

/** The fields that depend on the task type and grade (§4: monthly planner, marks when grade is Yes). */
const gradedFields = {
  submission_date: optionalDate(m.submissionDateRequired),
  month: z.preprocess(blankAsUndefined, z.enum(taskMonths, { error: m.monthRequired }).optional()),
  have_grade: z.preprocess(blankAsUndefined, flagSchema(m.gradeRequired).optional()),
  min_marks: marksSchema(m.minMarksRequired),
  full_marks: marksSchema(m.maxMarksRequired),
};

interface GradedValues {
  type: TaskType;
  submission_date?: string;
  month?: TaskMonth;
  have_grade?: boolean;
  min_marks?: number;
  full_marks?: number;
}

/** §4/§5 as one rule: what a task of this type and grade must carry. */
function checkGraded(value: GradedValues, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.type === 'monthly_planner') {
    if (!value.month) issue('month', m.monthRequired);
    return;
  }
  if (!value.submission_date) issue('submission_date', m.submissionDateRequired);
  if (value.have_grade === undefined) return issue('have_grade', m.gradeRequired);
  if (!value.have_grade) return;
  if (value.min_marks === undefined) issue('min_marks', m.minMarksRequired);
  if (value.full_marks === undefined) issue('full_marks', m.maxMarksRequired);
  if (
    value.min_marks !== undefined &&
    value.full_marks !== undefined &&
    value.min_marks > value.full_marks
  )
    issue('min_marks', m.minAboveMax);
}

/**
 * `POST task`: multipart (the file is part `file` in Upload mode), so every field may come
 * as text. Create mode needs remarks; Upload mode needs the file (checked by the server).
 */
export const createTaskBodySchema = z
  .object({
    mode: z.enum(taskModes, { error: 'Mode must be create or upload' }).default('create'),
    type: z.enum(taskTypes, { error: m.typeRequired }),
    session_id: z.preprocess(blankAsUndefined, rowIdSchema('Session not found.').optional()),
    class_id: rowIdSchema(m.classRequired),
    section_id: optionalRowIdSchema(m.sectionRequired).optional(),
    subject_id: optionalRowIdSchema(m.subjectNotFound).optional(),
    title: z
      .string({ error: m.titleRequired })
      .trim()
      .min(1, { error: m.titleRequired })
      .max(200, { error: 'Title must be at most 200 characters' }),
    remarks: z.preprocess(
      (value) => (value === null ? undefined : value),
      z.string().trim().max(5000, { error: 'Remarks must be at most 5000 characters' }).optional(),
    ),
    ...gradedFields,
  })
  .superRefine((value, ctx) => {
    checkGraded(value, ctx);
    if (value.mode === 'create' && !value.remarks)
      ctx.addIssue({ code: 'custom', path: ['remarks'], message: m.remarksRequired });
  });
export type CreateTaskBody = z.output<typeof createTaskBodySchema>;

/** `PUT task/{id}`: the edit form (§5: month, submission date, grade and marks). */
export const updateTaskBodySchema = z
  .object({
    type: z.enum(taskTypes, { error: m.typeRequired }),
    subject_id: optionalRowIdSchema(m.subjectNotFound).optional(),
    title: createTaskBodySchema.shape.title,
    remarks: createTaskBodySchema.shape.remarks,
    ...gradedFields,
  })
  .superRefine(checkGraded);
export type UpdateTaskBody = z.output<typeof updateTaskBodySchema>;

export const taskIdParamsSchema = z.object({ id: rowIdSchema(m.taskNotFound) });

/** `GET task/`: staff search by type and created or submission date; parents by date. */
export const listTasksQuerySchema = z.object({
  type: z.enum(taskTypes, { error: m.typeRequired }),
  session_id: z.preprocess(blankAsUndefined, rowIdSchema('Session not found.').optional()),
  class_id: z.preprocess(blankAsUndefined, rowIdSchema(m.classRequired).optional()),
  section_id: z.preprocess(blankAsUndefined, rowIdSchema(m.sectionRequired).optional()),
  month: z.preprocess(blankAsUndefined, z.enum(taskMonths, { error: m.monthRequired }).optional()),
  created_date: optionalDate(m.dateRequired),
  submission_date: optionalDate(m.dateRequired),
  /** Given or due on this day (the parents' search by date). */
  date: optionalDate(m.dateRequired),
  /** A parent's child (a parent sees all their children's tasks without it). */
  student_id: z.preprocess(blankAsUndefined, rowIdSchema('Student not found.').optional()),
});

export const taskRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(taskTypes),
  remarks: z.string().nullable(),
  /** YYYY-MM-DD in the school's calendar. */
  created_date: z.string(),
  submission_date: z.string().nullable(),
  month: z.enum(taskMonths).nullable(),
  have_grade: oneOrZeroSchema,
  min_marks: z.number().int().nullable(),
  full_marks: z.number().int().nullable(),
  session_id: z.number().int(),
  class_id: z.number().int(),
  section_id: z.number().int().nullable(),
  subject_id: z.number().int().nullable(),
  class: z.object({ class_name: z.string() }),
  section: z.object({ section_name: z.string() }).nullable(),
  subject_name: z.string().nullable(),
  /** The uploaded file's download path (only for those who may see the task), or null. */
  s3_file_path: z.string().nullable(),
  file_name: z.string().nullable(),
  added_by: z.string().nullable(),
});
export type TaskRow = z.infer<typeof taskRowSchema>;

/** `POST task/notify`: the "Push Notification Task" popup's choices and the task. */
export const notifyTaskBodySchema = withParentNotifyRules(
  z.object({ id: rowIdSchema(m.taskNotFound), ...parentNotifyFields }).passthrough(),
);

export const teacherSubjectsQuerySchema = z.object({ class_id: rowIdSchema(m.classRequired) });
export const teacherSubjectOptionSchema = optionSchema;
