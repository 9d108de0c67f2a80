import {
  addFeedbackQuestion,
  deleteFeedbackQuestion,
  feedbackMessages,
  giveFeedback,
  giveStaffFeedback,
  listFeedbackQuestions,
  listMyStaffFeedback,
  listStaffFeedback,
  listStudentFeedback,
  searchFeedbackStudents,
  updateFeedbackQuestion,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import * as questions from './questions.ts';
import * as staff from './staff-feedback.ts';
import * as students from './student-feedback.ts';

const m = feedbackMessages;

/** Handlers of the feedback slice: classwise student feedback and parents' feedback on staff. */
export const feedbackHandlers = {
  [searchFeedbackStudents.id]: handle(searchFeedbackStudents, async ({ query }, ctx) =>
    students.searchFeedbackStudents(ctx.scope, query),
  ),
  [listStudentFeedback.id]: handle(listStudentFeedback, async ({ query }, ctx) =>
    students.listStudentFeedback(ctx.scope, query),
  ),
  [giveFeedback.id]: handle(giveFeedback, async ({ body }, ctx) => {
    const row = await students.giveFeedback(ctx.scope, body);
    ctx.message = m.saved;
    return row;
  }),

  [listFeedbackQuestions.id]: handle(listFeedbackQuestions, async (_input, ctx) =>
    staff.listQuestions(ctx.scope),
  ),
  [addFeedbackQuestion.id]: handle(addFeedbackQuestion, async ({ body }, ctx) => {
    ctx.message = m.questionSaved;
    return questions.addQuestion(ctx.scope, body.question);
  }),
  [updateFeedbackQuestion.id]: handle(updateFeedbackQuestion, async ({ body }, ctx) => {
    ctx.message = m.questionSaved;
    return questions.updateQuestion(ctx.scope, body.id, body.question);
  }),
  [deleteFeedbackQuestion.id]: handle(deleteFeedbackQuestion, async ({ params }, ctx) => {
    await questions.deleteQuestion(ctx.scope, params.id);
    ctx.message = m.questionDeleted;
    return null;
  }),

  [giveStaffFeedback.id]: handle(giveStaffFeedback, async ({ body }, ctx) => {
    const row = await staff.giveStaffFeedback(ctx.scope, body);
    ctx.message = m.saved;
    return row;
  }),
  [listStaffFeedback.id]: handle(listStaffFeedback, async ({ query }, ctx) =>
    staff.listStaffFeedback(ctx.scope, query),
  ),
  [listMyStaffFeedback.id]: handle(listMyStaffFeedback, async ({ query }, ctx) =>
    staff.listMyStaffFeedback(ctx.scope, query),
  ),
};
