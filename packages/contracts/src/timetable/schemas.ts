import { z } from 'zod';
import { calendarDateSchema, nameSchema, recordIdSchema } from '../core/fields.ts';
import { isClockTime, weekdays } from './rules.ts';

/** Texts of the timetable screens, written once. */
export const timetableMessages = {
  enterShiftName: 'Please enter shift name',
  enterPeriodName: 'Please enter period name',
  enterStartTime: 'Please enter a valid start time',
  enterEndTime: 'Please enter a valid end time',
  endNotAfterStart: 'End time must be after the start time',
  timingNotFound: 'School timing not found.',
  periodNotFound: 'Period not found.',
  periodNameTaken: 'A period with this name already exists',
  periodInUse: 'This period is used in a routine; remove it from the routine first',
  chooseWorkingDays: 'Please choose at least one working day',
  chooseDay: 'Please choose a day',
  chooseDate: 'Please choose a valid date',
  chooseClass: 'Please select the class',
  chooseSection: 'Please select the section',
  chooseSubject: 'Please select the subject',
  chooseTeacher: 'Please select the teacher',
  choosePeriod: 'Please select the period',
  notWorkingDay: 'This day is not a working day of the school',
  slotNotFound: 'Routine entry not found.',
  proxyNotFound: 'Proxy assignment not found.',
  proxyNotFree: 'This teacher is not free in that period',
  proxySameTeacher: 'Choose a teacher other than the absent one',
  timingSaved: 'School timing saved.',
  timingDeleted: 'School timing deleted.',
  workingDaysSaved: 'Working days saved.',
  periodSaved: 'Period saved.',
  periodDeleted: 'Period deleted.',
  routineSaved: 'Routine saved.',
  routineDeleted: 'Routine entry removed.',
  proxySaved: 'Proxy teacher assigned.',
  proxyDeleted: 'Proxy teacher removed.',
  noPeriods: 'No periods found. Please add the periods first.',
  noRoutine: 'No routine found.',
  noPeriodsToday: 'No periods today.',
} as const;

const m = timetableMessages;

const clockTimeSchema = (message: string) =>
  z.string({ error: message }).trim().max(5, { error: message }).refine(isClockTime, {
    error: message,
  });

const endAfterStart = (value: { start_time: string; end_time: string }) =>
  !isClockTime(value.start_time) ||
  !isClockTime(value.end_time) ||
  value.end_time > value.start_time;
const endIssue = { error: m.endNotAfterStart, path: ['end_time'] };

const timeRange = {
  start_time: clockTimeSchema(m.enterStartTime),
  end_time: clockTimeSchema(m.enterEndTime),
};

export const timetableIdParamsSchema = (message: string) =>
  z.object({ id: recordIdSchema(message) });

/** School timing: a shift with its start and end (e.g. Morning 07:30-13:30). */
export const saveSchoolTimingBodySchema = z
  .object({
    id: recordIdSchema(m.timingNotFound).optional(),
    shift_name: nameSchema(m.enterShiftName, 'Shift name', 60),
    ...timeRange,
  })
  .refine(endAfterStart, endIssue);
export type SaveSchoolTimingBody = z.infer<typeof saveSchoolTimingBodySchema>;

export const schoolTimingRowSchema = z.object({
  id: z.number().int(),
  shift_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});
export type SchoolTimingRow = z.infer<typeof schoolTimingRowSchema>;

export const weekdaySchema = z.coerce
  .number({ error: m.chooseDay })
  .int({ error: m.chooseDay })
  .refine((day) => (weekdays as readonly number[]).includes(day), { error: m.chooseDay });

export const workingDaysSchema = z.object({
  working_days: z
    .array(weekdaySchema, { error: m.chooseWorkingDays })
    .min(1, { error: m.chooseWorkingDays })
    .max(7, { error: m.chooseWorkingDays })
    .transform((days) => [...new Set(days)].sort()),
});
export type WorkingDays = z.infer<typeof workingDaysSchema>;

/** A period mapped to its time of day. */
export const savePeriodBodySchema = z
  .object({
    id: recordIdSchema(m.periodNotFound).optional(),
    period_name: nameSchema(m.enterPeriodName, 'Period name', 40),
    ...timeRange,
  })
  .refine(endAfterStart, endIssue);
export type SavePeriodBody = z.infer<typeof savePeriodBodySchema>;

export const periodRowSchema = z.object({
  id: z.number().int(),
  period_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});
export type PeriodRow = z.infer<typeof periodRowSchema>;

const classPlace = {
  session_id: recordIdSchema('Please select the session').optional(),
  class_id: recordIdSchema(m.chooseClass),
  section_id: recordIdSchema(m.chooseSection).nullable().optional(),
};

export const routineQuerySchema = z.object({
  ...classPlace,
  section_id: z.preprocess(
    (value) => (value === '' || value === 'null' ? undefined : value),
    recordIdSchema(m.chooseSection).optional(),
  ),
});

/** One cell of a class routine: the subject and teacher of a period on a day. */
export const saveRoutineCellBodySchema = z.object({
  ...classPlace,
  weekday: weekdaySchema,
  period_id: recordIdSchema(m.choosePeriod),
  subject_id: recordIdSchema(m.chooseSubject),
  teacher_id: recordIdSchema(m.chooseTeacher),
});
export type SaveRoutineCellBody = z.infer<typeof saveRoutineCellBodySchema>;

export const routineCellSchema = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  section_id: z.number().int().nullable(),
  section_name: z.string().nullable(),
  weekday: z.number().int(),
  period_id: z.number().int(),
  period_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  subject_id: z.number().int(),
  subject_name: z.string(),
  teacher_id: z.number().int(),
  teacher_name: z.string(),
});
export type RoutineCell = z.infer<typeof routineCellSchema>;

export const classRoutineSchema = z.object({
  periods: z.array(periodRowSchema),
  working_days: z.array(z.number().int()),
  cells: z.array(routineCellSchema),
});
export type ClassRoutine = z.infer<typeof classRoutineSchema>;

/** A teacher's routine: their cells, and on a given date the proxies they take or give. */
export const teacherRoutineQuerySchema = z.object({
  teacher_id: recordIdSchema(m.chooseTeacher),
  date: calendarDateSchema(m.chooseDate).optional(),
});
export const myRoutineQuerySchema = z.object({
  date: calendarDateSchema(m.chooseDate).optional(),
});

export const proxyCellSchema = routineCellSchema.extend({
  proxy_id: z.number().int(),
  date: z.string(),
  proxy_teacher_id: z.number().int(),
  proxy_teacher_name: z.string(),
});
export type ProxyCell = z.infer<typeof proxyCellSchema>;

export const teacherRoutineSchema = z.object({
  periods: z.array(periodRowSchema),
  working_days: z.array(z.number().int()),
  cells: z.array(routineCellSchema),
  /** On `date`: periods this teacher takes for an absent one … */
  proxies_taken: z.array(proxyCellSchema),
  /** … and their own periods another teacher takes. */
  proxies_given: z.array(proxyCellSchema),
});
export type TeacherRoutine = z.infer<typeof teacherRoutineSchema>;

/** The teacher's home: today's periods, their own and the proxies they take. */
export const todayPeriodSchema = z.object({
  period_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  class_name: z.string(),
  section_name: z.string().nullable(),
  subject_name: z.string(),
  is_proxy: z.boolean(),
  /** Taken by a proxy teacher today (the teacher is away). */
  given_to: z.string().nullable(),
});
export type TodayPeriod = z.infer<typeof todayPeriodSchema>;

export const proxyPlanQuerySchema = z.object({
  date: calendarDateSchema(m.chooseDate),
  teacher_id: recordIdSchema(m.chooseTeacher),
});

export const proxySuggestionSchema = z.object({
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  same_subject: z.boolean(),
});

/** An absent teacher's period on a date, its proxy if any, and the free teachers to ask. */
export const proxyPlanRowSchema = z.object({
  cell: routineCellSchema,
  proxy: z
    .object({ id: z.number().int(), teacher_id: z.number().int(), teacher_name: z.string() })
    .nullable(),
  suggestions: z.array(proxySuggestionSchema),
});
export type ProxyPlanRow = z.infer<typeof proxyPlanRowSchema>;

export const assignProxyBodySchema = z.object({
  date: calendarDateSchema(m.chooseDate),
  routine_id: recordIdSchema(m.slotNotFound),
  proxy_teacher_id: recordIdSchema(m.chooseTeacher),
});
export type AssignProxyBody = z.infer<typeof assignProxyBodySchema>;

/** `GET teacher_routine/classes`: with a date, that day's proxy classes count too. */
export const taughtPlacesQuerySchema = z.object({
  date: calendarDateSchema(m.chooseDate).optional(),
});

/**
 * The classes a caller teaches in the current session (class or subject teacher, routine
 * periods, the date's proxies), for the class selects: a null section is the whole class.
 * `all` for every caller who is not a teacher: they pick from every class.
 */
export const taughtPlacesSchema = z.object({
  all: z.boolean(),
  places: z.array(
    z.object({ class_id: z.number().int(), section_id: z.number().int().nullable() }),
  ),
});
export type TaughtPlaces = z.infer<typeof taughtPlacesSchema>;
