import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  assignProxyBodySchema,
  classRoutineSchema,
  timetableMessages as m,
  myRoutineQuerySchema,
  periodRowSchema,
  proxyPlanQuerySchema,
  proxyPlanRowSchema,
  routineCellSchema,
  routineQuerySchema,
  savePeriodBodySchema,
  saveRoutineCellBodySchema,
  saveSchoolTimingBodySchema,
  schoolTimingRowSchema,
  taughtPlacesQuerySchema,
  taughtPlacesSchema,
  teacherRoutineQuerySchema,
  teacherRoutineSchema,
  timetableIdParamsSchema,
  todayPeriodSchema,
  workingDaysSchema,
} from './schemas.ts';

const anyTimetablePage = { kind: 'module', module: 'timetable' } as const;
const timingsPage = { kind: 'module', module: 'timetable:add_school_timing' } as const;
const workingDaysPage = { kind: 'module', module: 'timetable:manage_working_days' } as const;
const periodsPage = { kind: 'module', module: 'timetable:period_time_map' } as const;
const routinePage = { kind: 'module', module: 'timetable:routine' } as const;
const teacherRoutinePage = { kind: 'module', module: 'timetable:teacher_routine' } as const;
const myRoutinePage = { kind: 'module', module: 'timetable:view_teacher_routine' } as const;
const proxyPage = { kind: 'module', module: 'timetable:proxy_teacher' } as const;

export const listSchoolTimings = defineRoute({
  id: 'timetable.timings',
  method: 'GET',
  area: 'school',
  path: '/school_timing',
  access: anyTimetablePage,
  summary: 'The school timings (shifts), earliest start first',
  data: z.array(schoolTimingRowSchema),
});

export const saveSchoolTiming = defineRoute({
  id: 'timetable.saveTiming',
  method: 'POST',
  area: 'school',
  path: '/school_timing',
  access: timingsPage,
  summary: 'Add a school timing, or change one when `id` is given',
  body: saveSchoolTimingBodySchema,
  data: schoolTimingRowSchema,
});

export const deleteSchoolTiming = defineRoute({
  id: 'timetable.deleteTiming',
  method: 'DELETE',
  area: 'school',
  path: '/school_timing/:id',
  access: timingsPage,
  summary: 'Delete a school timing',
  params: timetableIdParamsSchema(m.timingNotFound),
  data: z.null(),
});

export const getWorkingDays = defineRoute({
  id: 'timetable.workingDays',
  method: 'GET',
  area: 'school',
  path: '/working_days',
  access: { kind: 'school-user' },
  summary: 'The working days of the week (1 = Monday … 7 = Sunday)',
  data: workingDaysSchema,
});

export const setWorkingDays = defineRoute({
  id: 'timetable.setWorkingDays',
  method: 'PUT',
  area: 'school',
  path: '/working_days',
  access: workingDaysPage,
  summary: 'Set the working days of the week',
  body: workingDaysSchema,
  data: workingDaysSchema,
});

export const listPeriods = defineRoute({
  id: 'timetable.periods',
  method: 'GET',
  area: 'school',
  path: '/period',
  access: anyTimetablePage,
  summary: 'The periods of the day with their times, in order',
  data: z.array(periodRowSchema),
});

export const savePeriod = defineRoute({
  id: 'timetable.savePeriod',
  method: 'POST',
  area: 'school',
  path: '/period',
  access: periodsPage,
  summary: 'Add a period with its time, or change one when `id` is given',
  body: savePeriodBodySchema,
  data: periodRowSchema,
});

export const deletePeriod = defineRoute({
  id: 'timetable.deletePeriod',
  method: 'DELETE',
  area: 'school',
  path: '/period/:id',
  access: periodsPage,
  summary: 'Delete a period no routine uses',
  params: timetableIdParamsSchema(m.periodNotFound),
  data: z.null(),
});

export const getClassRoutine = defineRoute({
  id: 'timetable.classRoutine',
  method: 'GET',
  area: 'school',
  path: '/routine',
  access: anyTimetablePage,
  summary:
    'The routine of a class and section: periods × working days, subject and teacher per cell',
  query: routineQuerySchema,
  data: classRoutineSchema,
});

export const saveRoutineCell = defineRoute({
  id: 'timetable.saveCell',
  method: 'PUT',
  area: 'school',
  path: '/routine',
  access: routinePage,
  summary:
    'Set the subject and teacher of a period on a day; a teacher busy elsewhere then is refused',
  body: saveRoutineCellBodySchema,
  data: routineCellSchema,
});

export const deleteRoutineCell = defineRoute({
  id: 'timetable.deleteCell',
  method: 'DELETE',
  area: 'school',
  path: '/routine/:id',
  access: routinePage,
  summary: 'Empty a cell of a routine',
  params: timetableIdParamsSchema(m.slotNotFound),
  data: z.null(),
});

export const getTeacherRoutine = defineRoute({
  id: 'timetable.teacherRoutine',
  method: 'GET',
  area: 'school',
  path: '/teacher_routine',
  access: teacherRoutinePage,
  summary: "A teacher's routine for the week, with the proxies of a date",
  query: teacherRoutineQuerySchema,
  data: teacherRoutineSchema,
});

export const getMyRoutine = defineRoute({
  id: 'timetable.myRoutine',
  method: 'GET',
  area: 'school',
  path: '/teacher_routine/mine',
  access: myRoutinePage,
  summary: "The signed-in teacher's own routine, with the proxies of a date",
  query: myRoutineQuerySchema,
  data: teacherRoutineSchema,
});

export const listTodayPeriods = defineRoute({
  id: 'timetable.today',
  method: 'GET',
  area: 'school',
  path: '/teacher_routine/today',
  access: { kind: 'school-user' },
  summary: "The signed-in teacher's periods today, proxies included (the home page's card)",
  data: z.array(todayPeriodSchema),
});

export const listTaughtPlaces = defineRoute({
  id: 'timetable.taughtPlaces',
  method: 'GET',
  area: 'school',
  path: '/teacher_routine/classes',
  access: { kind: 'school-user' },
  summary:
    'The classes and sections the signed-in teacher teaches (every class for other roles), for the class selects',
  query: taughtPlacesQuerySchema,
  data: taughtPlacesSchema,
});

export const getProxyPlan = defineRoute({
  id: 'timetable.proxyPlan',
  method: 'GET',
  area: 'school',
  path: '/proxy_teacher',
  access: proxyPage,
  summary:
    "An absent teacher's periods on a date, their proxies, and free teachers (same subject first)",
  query: proxyPlanQuerySchema,
  data: z.array(proxyPlanRowSchema),
});

export const assignProxy = defineRoute({
  id: 'timetable.assignProxy',
  method: 'POST',
  area: 'school',
  path: '/proxy_teacher',
  access: proxyPage,
  summary: 'Give a period of an absent teacher on a date to a free teacher',
  body: assignProxyBodySchema,
  data: proxyPlanRowSchema.shape.proxy,
});

export const deleteProxy = defineRoute({
  id: 'timetable.deleteProxy',
  method: 'DELETE',
  area: 'school',
  path: '/proxy_teacher/:id',
  access: proxyPage,
  summary: 'Take a proxy assignment back',
  params: timetableIdParamsSchema(m.proxyNotFound),
  data: z.null(),
});

export const timetableRoutes = [
  listSchoolTimings,
  saveSchoolTiming,
  deleteSchoolTiming,
  getWorkingDays,
  setWorkingDays,
  listPeriods,
  savePeriod,
  deletePeriod,
  getClassRoutine,
  saveRoutineCell,
  deleteRoutineCell,
  getTeacherRoutine,
  getMyRoutine,
  listTodayPeriods,
  listTaughtPlaces,
  getProxyPlan,
  assignProxy,
  deleteProxy,
] as const;
