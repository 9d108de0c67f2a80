import { z } from 'zod';
import { rowIdSchema } from '../core/person-fields.ts';

/** Texts of the feedback screens (§5), written once. */
export const feedbackMessages = {
  classRequired: 'Please select the class',
  sectionRequired: 'Please select the section',
  studentRequired: 'Please select the student',
  commentRequired: 'Enter the feedback',
  studentNotFound: 'Student not found.',
  parentsCannotGive: 'Parents cannot give student feedback',
  questionRequired: 'Enter the question',
  questionNotFound: 'Question not found.',
  teacherRequired: 'Please select the teacher',
  notTheirTeacher: "Please choose one of the child's teachers",
  ratingRequired: 'Please rate every question',
  noQuestions: 'The school has not set any feedback questions yet',
  staffFeedbackParentsOnly: 'Only parents give feedback on teachers',
  saved: 'Feedback saved.',
  questionSaved: 'Question saved.',
  questionDeleted: 'Question deleted.',
} as const;

const m = feedbackMessages;
const blankAsUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const optionalId = (message: string) =>
  z.preprocess(blankAsUndefined, rowIdSchema(message).optional());

/** `GET /feedback` (the spec's saveData): students of a class and section, by name. */
export const searchFeedbackStudentsQuerySchema = z.object({
  session_id: optionalId('Session not found.'),
  class_id: rowIdSchema(m.classRequired),
  section_id: optionalId(m.sectionRequired),
  student_name: z.string().trim().max(100, { error: 'Search is too long' }).optional(),
});

export const feedbackStudentRowSchema = z.object({
  student_id: z.number().int(),
  Student: z.object({ student_name: z.string() }),
  class: z.object({ class_name: z.string() }),
  section: z.object({ section_name: z.string() }).nullable(),
  roll_number: z.number().int().nullable(),
  feedback_count: z.number().int(),
});
export type FeedbackStudentRow = z.infer<typeof feedbackStudentRowSchema>;

/** `GET /feedback/feedback`: one student's feedback in a session. */
export const studentFeedbackQuerySchema = z.object({
  session_id: optionalId('Session not found.'),
  student_id: rowIdSchema(m.studentRequired),
});

export const feedbackRowSchema = z.object({
  id: z.number().int(),
  comment: z.string(),
  date: z.string(),
  session_id: z.number().int(),
  student_id: z.number().int(),
  feedbackByUser: z.object({ full_name: z.string() }),
});
export type FeedbackRow = z.infer<typeof feedbackRowSchema>;

/** `POST feedback/` (the spec's saveData). */
export const giveFeedbackBodySchema = z.object({
  comment: z
    .string({ error: m.commentRequired })
    .trim()
    .min(1, { error: m.commentRequired })
    .max(2000, { error: 'Feedback must be at most 2000 characters' }),
  session_id: optionalId('Session not found.'),
  student_id: rowIdSchema(m.studentRequired),
});

/** /feedback_setting: a question parents rate a teacher on (1 to 5). */
export const feedbackQuestionBodySchema = z.object({
  question: z
    .string({ error: m.questionRequired })
    .trim()
    .min(1, { error: m.questionRequired })
    .max(300, { error: 'Question must be at most 300 characters' }),
});
export const updateFeedbackQuestionBodySchema = feedbackQuestionBodySchema.extend({
  id: rowIdSchema(m.questionNotFound),
});
export const feedbackQuestionIdParamsSchema = z.object({ id: rowIdSchema(m.questionNotFound) });
export const feedbackQuestionSchema = z.object({ id: z.number().int(), question: z.string() });

export const staffRatings = [1, 2, 3, 4, 5] as const;

/** A parent's feedback on one of their child's teachers: every question rated 1–5. */
export const giveStaffFeedbackBodySchema = z.object({
  student_id: rowIdSchema(m.studentRequired),
  teacher_id: rowIdSchema(m.teacherRequired),
  answers: z
    .array(
      z.object({
        question_id: rowIdSchema(m.questionNotFound),
        rating: z.coerce
          .number({ error: m.ratingRequired })
          .int({ error: m.ratingRequired })
          .min(1, { error: m.ratingRequired })
          .max(5, { error: m.ratingRequired }),
      }),
      { error: m.ratingRequired },
    )
    .min(1, { error: m.ratingRequired })
    .max(50, { error: m.ratingRequired }),
  comment: z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string().trim().max(2000, { error: 'Comment must be at most 2000 characters' }).optional(),
  ),
});
export type GiveStaffFeedbackBody = z.output<typeof giveStaffFeedbackBodySchema>;

export const staffFeedbackQuerySchema = z.object({
  session_id: optionalId('Session not found.'),
  teacher_id: optionalId(m.teacherRequired),
});

export const staffFeedbackRowSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  teacher: z.object({ id: z.number().int(), full_name: z.string() }),
  /** The child it was given about (staff see the class, not the parent's name). */
  student_name: z.string(),
  class_name: z.string(),
  given_by: z.string(),
  average: z.number(),
  answers: z.array(z.object({ question: z.string(), rating: z.number().int() })),
  comment: z.string().nullable(),
});
export type StaffFeedbackRow = z.infer<typeof staffFeedbackRowSchema>;
