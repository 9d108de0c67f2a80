import {
  checkerRoutes,
  createExam,
  createExamType,
  deleteExam,
  deleteExamType,
  getGradeScale,
  getSeatPlan,
  listExams,
  listExamTypes,
  examMessages as m,
  planSeatsRoute,
  publishResults,
  saveGradeScale,
  setterRoutes,
  updateExam,
  updateExamType,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import { resolveSession } from '../academics/index.ts';
import * as duties from './exam-duties.ts';
import { findStudentPlace, isParent, listOwnChildren } from './exam-lookups.ts';
import * as schedule from './exam-schedule.ts';
import * as types from './exam-types.ts';
import * as grades from './grade-scale.ts';
import * as seats from './seat-plans.ts';

const sessionId = async (
  ctx: { tx: Parameters<typeof resolveSession>[0]; tenant: { id: number } },
  id?: number,
) => (await resolveSession(ctx.tx, ctx.tenant.id, id)).id;

/** Handlers of exam setup: types, the schedule, publishing, the grade scale, duties, seats. */
export const examSetupHandlers = {
  [listExamTypes.id]: handle(listExamTypes, async (_input, ctx) => ({
    examTypes: await types.listExamTypes(ctx.scope),
  })),
  [createExamType.id]: handle(createExamType, async ({ body }, ctx) => {
    ctx.message = m.examTypeAdded;
    return types.createExamType(ctx.scope, body);
  }),
  [updateExamType.id]: handle(updateExamType, async ({ body }, ctx) => {
    ctx.message = m.examTypeUpdated;
    return types.updateExamType(ctx.scope, body);
  }),
  [deleteExamType.id]: handle(deleteExamType, async ({ params }, ctx) => {
    await types.deleteExamType(ctx.scope, params.id);
    ctx.message = m.examTypeDeleted;
    return null;
  }),

  // Parents see their child's class only (the first child unless one is named).
  [listExams.id]: handle(listExams, async ({ query }, ctx) => {
    const session = await sessionId(ctx, query.session_id);
    let classId = query.class_id;
    if (isParent(ctx.scope)) {
      const studentId = query.student_id ?? (await listOwnChildren(ctx.scope))[0];
      if (studentId === undefined) return { examination_list: [] };
      classId = (await findStudentPlace(ctx.scope, studentId, session)).class_id;
    } else if (query.student_id !== undefined) {
      classId = (await findStudentPlace(ctx.scope, query.student_id, session)).class_id;
    }
    const list = await schedule.listExams(ctx.scope, {
      exam_type_id: query.exam_type_id,
      session_id: session,
      class_id: classId,
    });
    return { examination_list: list };
  }),
  [createExam.id]: handle(createExam, async ({ body }, ctx) => {
    await sessionId(ctx, body.session_id);
    ctx.message = m.examAdded;
    return schedule.createExam(ctx.scope, body);
  }),
  [updateExam.id]: handle(updateExam, async ({ body }, ctx) => {
    await sessionId(ctx, body.session_id);
    ctx.message = m.examUpdated;
    return schedule.updateExam(ctx.scope, body);
  }),
  [deleteExam.id]: handle(deleteExam, async ({ params }, ctx) => {
    await schedule.deleteExam(ctx.scope, params.id);
    ctx.message = m.examDeleted;
    return null;
  }),
  [publishResults.id]: handle(publishResults, async ({ body }, ctx) => {
    const answer = await schedule.publishResults(ctx.scope, body);
    ctx.message = body.publish ? m.resultsPublished : m.resultsWithdrawn;
    return answer;
  }),

  [getGradeScale.id]: handle(getGradeScale, async (_input, ctx) => grades.getGradeScale(ctx.scope)),
  [saveGradeScale.id]: handle(saveGradeScale, async ({ body }, ctx) => {
    ctx.message = m.gradesSaved;
    return grades.saveGradeScale(ctx.scope, body.bands);
  }),

  ...Object.fromEntries(
    (
      [
        ['setter', setterRoutes, m.setterSaved],
        ['checker', checkerRoutes, m.checkerSaved],
      ] as const
    ).flatMap(([kind, routes, saved]) => [
      [
        routes.list.id,
        handle(routes.list, async ({ query }, ctx) =>
          duties.listExamDuties(ctx.scope, kind, {
            ...query,
            session_id: await sessionId(ctx, query.session_id),
          }),
        ),
      ],
      [
        routes.save.id,
        handle(routes.save, async ({ body }, ctx) => {
          await sessionId(ctx, body.session_id);
          ctx.message = saved;
          return duties.saveExamDuty(ctx.scope, kind, body);
        }),
      ],
      [
        routes.remove.id,
        handle(routes.remove, async ({ params }, ctx) => {
          await duties.deleteExamDuty(ctx.scope, kind, params.id);
          ctx.message = m.assignmentDeleted;
          return null;
        }),
      ],
    ]),
  ),

  [planSeatsRoute.id]: handle(planSeatsRoute, async ({ body }, ctx) => {
    ctx.message = m.seatsPlanned;
    return seats.savePlanSeats(ctx.scope, {
      ...body,
      session_id: await sessionId(ctx, body.session_id),
    });
  }),
  [getSeatPlan.id]: handle(getSeatPlan, async ({ query }, ctx) =>
    seats.getSeatPlan(ctx.scope, { ...query, session_id: await sessionId(ctx, query.session_id) }),
  ),
};
