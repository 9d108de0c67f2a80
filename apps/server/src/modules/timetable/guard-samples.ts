import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { IdSource, RouteInput, SampleEnv } from '../../platform/module.ts';

const latest =
  (table: string): IdSource =>
  (db, schoolId) =>
    firstId(
      db,
      sql`select id from ${sql.raw(table)} where tenant_id = ${schoolId} order by id desc limit 1`,
    );
const aTeacher: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from users where tenant_id = ${schoolId} and role_id = 6 order by id limit 1`,
  );

/** Id sources of the timetable routes: the demo's timings, periods and teachers. */
export const timetableIdSources: Record<string, Record<string, IdSource>> = {
  'timetable.saveTiming': { id: latest('school_timings') },
  'timetable.deleteTiming': { id: latest('school_timings') },
  'timetable.savePeriod': { id: latest('periods') },
  'timetable.deletePeriod': { id: latest('periods') },
  'timetable.deleteCell': { id: latest('routine_slots') },
  'timetable.deleteProxy': { id: latest('proxy_assignments') },
  'timetable.teacherRoutine': { teacher_id: aTeacher },
  'timetable.proxyPlan': { teacher_id: aTeacher },
};

export const timetableHandSamples: Record<string, (env: SampleEnv) => RouteInput> = {
  'timetable.saveTiming': () => ({
    body: { shift_name: 'Guard Shift', start_time: '07:00', end_time: '12:00' },
  }),
  'timetable.savePeriod': () => ({
    body: { period_name: 'Guard Period', start_time: '15:00', end_time: '15:40' },
  }),
  'timetable.proxyPlan': () => ({ query: { date: '2026-06-01' } }),
  'timetable.assignProxy': () => ({
    body: { date: '2026-06-01', routine_id: 1, proxy_teacher_id: 1 },
  }),
  'timetable.teacherRoutine': () => ({ query: { date: '2026-06-01' } }),
  'timetable.myRoutine': () => ({ query: { date: '2026-06-01' } }),
  'timetable.setWorkingDays': () => ({ body: { working_days: [1, 2, 3, 4, 5, 6] } }),
};
