import { z } from 'zod';
import { defineRoute, staffOnlyPage } from '../core/route.ts';
import {
  feedbackMessages,
  feedbackQuestionBodySchema,
  feedbackQuestionIdParamsSchema,
  feedbackQuestionSchema,
  feedbackRowSchema,
  feedbackStudentRowSchema,
  giveFeedbackBodySchema,
  giveStaffFeedbackBodySchema,
  searchFeedbackStudentsQuerySchema,
  staffFeedbackQuerySchema,
  staffFeedbackRowSchema,
  studentFeedbackQuerySchema,
  updateFeedbackQuestionBodySchema,
} from './schemas.ts';

/** /student_feedback: staff give and view; parents (who hold the page) read their children's. */
const studentFeedback = { kind: 'module', module: 'feedback:student_feedback' } as const;
const settings = { kind: 'module', module: 'feedback:feedback_setting' } as const;
const allStaffFeedback = { kind: 'module', module: 'feedback:staff_feedback' } as const;

export const searchFeedbackStudents = defineRoute({
  id: 'feedback.students',
  method: 'GET',
  area: 'school',
  path: '/feedback',
  access: studentFeedback,
  summary: 'Classwise feedback: students of a class and section with their feedback count',
  query: searchFeedbackStudentsQuerySchema,
  data: z.array(feedbackStudentRowSchema),
});

export const listStudentFeedback = defineRoute({
  id: 'feedback.ofStudent',
  method: 'GET',
  area: 'school',
  path: '/feedback/feedback',
  access: studentFeedback,
  summary: "A student's feedback in a session, latest first (a parent: only their own child)",
  query: studentFeedbackQuerySchema,
  data: z.array(feedbackRowSchema),
});

export const giveFeedback = defineRoute({
  id: 'feedback.give',
  method: 'POST',
  area: 'school',
  path: '/feedback',
  access: staffOnlyPage(studentFeedback.module, feedbackMessages.parentsCannotGive),
  summary: 'Give a student feedback (staff only)',
  body: giveFeedbackBodySchema,
  data: feedbackRowSchema,
});

export const listFeedbackQuestions = defineRoute({
  id: 'feedback.questions',
  method: 'GET',
  area: 'school',
  path: '/feedback/questions',
  access: { kind: 'school-user' },
  summary: 'The questions parents rate teachers on',
  data: z.array(feedbackQuestionSchema),
});

export const addFeedbackQuestion = defineRoute({
  id: 'feedback.addQuestion',
  method: 'POST',
  area: 'school',
  path: '/feedback/questions',
  access: settings,
  summary: 'Add a staff feedback question',
  body: feedbackQuestionBodySchema,
  data: feedbackQuestionSchema,
});

export const updateFeedbackQuestion = defineRoute({
  id: 'feedback.updateQuestion',
  method: 'PUT',
  area: 'school',
  path: '/feedback/questions',
  access: settings,
  summary: 'Change a staff feedback question',
  body: updateFeedbackQuestionBodySchema,
  data: feedbackQuestionSchema,
});

export const deleteFeedbackQuestion = defineRoute({
  id: 'feedback.deleteQuestion',
  method: 'DELETE',
  area: 'school',
  path: '/feedback/questions/:id',
  access: settings,
  summary: 'Delete a staff feedback question (answers given keep their text)',
  params: feedbackQuestionIdParamsSchema,
  data: z.null(),
});

export const giveStaffFeedback = defineRoute({
  id: 'feedback.giveStaff',
  method: 'POST',
  area: 'school',
  path: '/feedback/staff',
  access: studentFeedback,
  summary: "A parent rates one of their child's teachers on the school's questions",
  body: giveStaffFeedbackBodySchema,
  data: staffFeedbackRowSchema,
});

export const listStaffFeedback = defineRoute({
  id: 'feedback.staff',
  method: 'GET',
  area: 'school',
  path: '/feedback/staff',
  access: allStaffFeedback,
  summary: 'Every feedback parents gave on teachers (the admin view)',
  query: staffFeedbackQuerySchema,
  data: z.array(staffFeedbackRowSchema),
});

export const listMyStaffFeedback = defineRoute({
  id: 'feedback.mine',
  method: 'GET',
  area: 'school',
  path: '/feedback/staff/mine',
  access: { kind: 'school-user' },
  summary: 'The feedback parents gave on the signed-in teacher',
  query: staffFeedbackQuerySchema.pick({ session_id: true }),
  data: z.array(staffFeedbackRowSchema),
});

export const feedbackRoutes = [
  searchFeedbackStudents,
  listStudentFeedback,
  giveFeedback,
  listFeedbackQuestions,
  addFeedbackQuestion,
  updateFeedbackQuestion,
  deleteFeedbackQuestion,
  giveStaffFeedback,
  listStaffFeedback,
  listMyStaffFeedback,
] as const;
