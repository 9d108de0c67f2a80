import {
  assignProxy,
  deletePeriod,
  deleteProxy,
  deleteRoutineCell,
  deleteSchoolTiming,
  getClassRoutine,
  getMyRoutine,
  getProxyPlan,
  getTeacherRoutine,
  getWorkingDays,
  listPeriods,
  listSchoolTimings,
  listTaughtPlaces,
  listTodayPeriods,
  savePeriod,
  saveRoutineCell,
  saveSchoolTiming,
  setWorkingDays,
  timetableMessages,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import * as periods from './periods-service.ts';
import * as proxies from './proxy-service.ts';
import * as routines from './routine-service.ts';
import { getTaughtPlaces } from './taught-places.ts';
import * as teacherRoutines from './teacher-routine-service.ts';
import * as timings from './timings-service.ts';

const m = timetableMessages;

/** Handlers of the timetable slice: timings, working days, periods, routines and proxies. */
export const timetableHandlers = {
  [listSchoolTimings.id]: handle(listSchoolTimings, async (_input, ctx) =>
    timings.listSchoolTimings(ctx.tx, ctx.tenant.id),
  ),
  [saveSchoolTiming.id]: handle(saveSchoolTiming, async ({ body }, ctx) => {
    const saved = await timings.saveSchoolTiming(ctx.tx, ctx.tenant.id, body);
    ctx.message = m.timingSaved;
    return saved;
  }),
  [deleteSchoolTiming.id]: handle(deleteSchoolTiming, async ({ params }, ctx) => {
    await timings.deleteSchoolTiming(ctx.tx, ctx.tenant.id, params.id);
    ctx.message = m.timingDeleted;
    return null;
  }),

  [getWorkingDays.id]: handle(getWorkingDays, async (_input, ctx) => ({
    working_days: await timings.getWorkingDays(ctx.tx, ctx.tenant.id),
  })),
  [setWorkingDays.id]: handle(setWorkingDays, async ({ body }, ctx) => {
    const days = await timings.setWorkingDays(ctx.tx, ctx.tenant.id, body.working_days);
    ctx.message = m.workingDaysSaved;
    return { working_days: days };
  }),

  [listPeriods.id]: handle(listPeriods, async (_input, ctx) =>
    periods.listPeriods(ctx.tx, ctx.tenant.id),
  ),
  [savePeriod.id]: handle(savePeriod, async ({ body }, ctx) => {
    const saved = await periods.savePeriod(ctx.tx, ctx.tenant.id, body);
    ctx.message = m.periodSaved;
    return saved;
  }),
  [deletePeriod.id]: handle(deletePeriod, async ({ params }, ctx) => {
    await periods.deletePeriod(ctx.tx, ctx.tenant.id, params.id);
    ctx.message = m.periodDeleted;
    return null;
  }),

  [getClassRoutine.id]: handle(getClassRoutine, async ({ query }, ctx) =>
    routines.getClassRoutine(ctx.tx, ctx.tenant.id, query),
  ),
  [saveRoutineCell.id]: handle(saveRoutineCell, async ({ body }, ctx) => {
    const cell = await routines.saveRoutineCell(ctx.tx, ctx.tenant.id, body);
    ctx.message = m.routineSaved;
    return cell;
  }),
  [deleteRoutineCell.id]: handle(deleteRoutineCell, async ({ params }, ctx) => {
    await routines.deleteRoutineCell(ctx.tx, ctx.tenant.id, params.id);
    ctx.message = m.routineDeleted;
    return null;
  }),

  [getTeacherRoutine.id]: handle(getTeacherRoutine, async ({ query }, ctx) =>
    teacherRoutines.getTeacherRoutine(
      ctx.tx,
      ctx.tenant.id,
      query.teacher_id,
      query.date ?? ctx.scope.today,
    ),
  ),
  [getMyRoutine.id]: handle(getMyRoutine, async ({ query }, ctx) =>
    teacherRoutines.getTeacherRoutine(
      ctx.tx,
      ctx.tenant.id,
      ctx.user.id,
      query.date ?? ctx.scope.today,
    ),
  ),
  [listTodayPeriods.id]: handle(listTodayPeriods, async (_input, ctx) =>
    teacherRoutines.listTodayPeriods(ctx.tx, ctx.tenant.id, ctx.user.id, ctx.scope.today),
  ),
  [listTaughtPlaces.id]: handle(listTaughtPlaces, async ({ query }, ctx) =>
    getTaughtPlaces(ctx.tx, ctx.user, query.date),
  ),

  [getProxyPlan.id]: handle(getProxyPlan, async ({ query }, ctx) =>
    proxies.getProxyPlan(ctx.tx, ctx.tenant.id, query),
  ),
  [assignProxy.id]: handle(assignProxy, async ({ body }, ctx) => {
    const proxy = await proxies.assignProxy(ctx.tx, ctx.tenant.id, ctx.user.id, body);
    ctx.message = m.proxySaved;
    return proxy;
  }),
  [deleteProxy.id]: handle(deleteProxy, async ({ params }, ctx) => {
    await proxies.deleteProxy(ctx.tx, ctx.tenant.id, params.id);
    ctx.message = m.proxyDeleted;
    return null;
  }),
};
