import {
  assignStudentConcession,
  createConcessionCategory,
  deleteConcessionCategory,
  getStudentFeeSchedule,
  listConcessionCategories,
  listStudentConcessions,
  feeMessages as m,
  paiseToRupees,
  removeStudentConcession,
  updateConcessionCategory,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import * as categories from './concession-categories.ts';
import * as assignments from './student-concessions.ts';
import { findScheduleOfStudent, type StudentFeeSchedule } from './student-schedule.ts';

/** Handlers of the concession categories, their assignment to students, and a student's dues. */
export const concessionHandlers = {
  [listConcessionCategories.id]: handle(listConcessionCategories, async (_input, ctx) =>
    categories.listConcessionCategories(ctx.tx, ctx.tenant.id),
  ),

  [createConcessionCategory.id]: handle(createConcessionCategory, async ({ body }, ctx) => {
    const row = await categories.createConcessionCategory(ctx.tx, ctx.tenant.id, body);
    ctx.message = m.categorySaved;
    return row;
  }),

  [updateConcessionCategory.id]: handle(updateConcessionCategory, async ({ body }, ctx) => {
    const row = await categories.updateConcessionCategory(ctx.tx, ctx.tenant.id, body);
    ctx.message = m.categorySaved;
    return row;
  }),

  [deleteConcessionCategory.id]: handle(deleteConcessionCategory, async ({ params }, ctx) => {
    await categories.deleteConcessionCategory(ctx.tx, ctx.tenant.id, params.id);
    ctx.message = m.categoryDeleted;
    return null;
  }),

  [listStudentConcessions.id]: handle(listStudentConcessions, async ({ query }, ctx) =>
    assignments.listStudentConcessions(ctx.tx, ctx.tenant.id, query),
  ),

  [assignStudentConcession.id]: handle(assignStudentConcession, async ({ body }, ctx) => {
    const row = await assignments.assignStudentConcession(ctx.tx, ctx.tenant.id, ctx.user.id, body);
    ctx.message = m.assignmentSaved;
    return row;
  }),

  [removeStudentConcession.id]: handle(removeStudentConcession, async ({ params }, ctx) => {
    await assignments.removeStudentConcession(ctx.tx, ctx.tenant.id, params.id);
    ctx.message = m.assignmentRemoved;
    return null;
  }),

  [getStudentFeeSchedule.id]: handle(getStudentFeeSchedule, async ({ query }, ctx) => {
    const schedule = await findScheduleOfStudent(ctx.tx, ctx.tenant.id, query);
    return schedule && presentSchedule(schedule);
  }),
};

/** A student's fee schedule as the wire has it: rupees. */
const presentSchedule = (schedule: StudentFeeSchedule) => ({
  academic_year: schedule.academicYear,
  class_id: schedule.classId,
  installments: schedule.installments.map((i) => ({
    key: i.key,
    label: i.label,
    plan: i.plan,
    due_date: i.dueDate,
    amount: paiseToRupees(i.amountPaise),
    concession: paiseToRupees(i.concessionPaise),
    state_receivable: paiseToRupees(i.stateReceivablePaise),
    parent_due: paiseToRupees(i.parentDuePaise),
    late_fee: paiseToRupees(i.lateFeePaise),
    concessions: i.concessions.map((c) => ({ name: c.name, amount: paiseToRupees(c.amountPaise) })),
  })),
});
