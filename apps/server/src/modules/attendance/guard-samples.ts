import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { IdSource, RouteInput, SampleEnv } from '../../platform/module.ts';

/** A class of the current session that has students, and one of them (with section). */
const placeOf =
  (column: string): IdSource =>
  (db, schoolId) =>
    firstId(
      db,
      sql`select ${sql.raw(column)} as id from student_programs sp join academic_sessions s
      on s.tenant_id = sp.tenant_id and s.id = sp.session_id and s.is_current
      where sp.tenant_id = ${schoolId} and sp.section_id is not null
      order by sp.class_id, sp.section_id, sp.student_id limit 1`,
    );
/** A child of the demo parent account (parent@<school>). */
const parentsChild: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select sp.student_id as id from student_parents sp join parents p on p.tenant_id = sp.tenant_id
      and p.id = sp.parent_id join users u on u.tenant_id = p.tenant_id and u.id = p.user_id
      where sp.tenant_id = ${schoolId} and u.username like 'parent@%' order by sp.student_id limit 1`,
  );

export const attendanceIdSources: Record<string, Record<string, IdSource>> = {
  'attendance.register': { class_id: placeOf('sp.class_id'), section_id: placeOf('sp.section_id') },
  'attendance.report': {
    class_id: placeOf('sp.class_id'),
    section_id: placeOf('sp.section_id'),
    student_id: placeOf('sp.student_id'),
  },
  'attendance.parent': { student_id: parentsChild, class_id: placeOf('sp.class_id') },
  'attendance.mark': { class_id: placeOf('sp.class_id'), section_id: placeOf('sp.section_id') },
};

const date = '2026-06-01';

export const attendanceHandSamples: Record<string, (env: SampleEnv) => RouteInput> = {
  'attendance.register': () => ({ query: { date } }),
  'attendance.report': () => ({ query: { fromDate: '2026-06-01', toDate: '2026-06-30' } }),
  'attendance.parent': () => ({
    query: { report_for: 'multiple', fromDate: date, toDate: '2026-06-30' },
  }),
  'attendance.mark': () => ({
    body: { date, entries: [{ student_id: 1, status: 'present', comments: '' }] },
  }),
  'attendance.day': () => ({ query: { date } }),
  'attendance.staffRegister': () => ({ query: { date } }),
  'attendance.staffReport': () => ({ query: { fromDate: date, toDate: '2026-06-30' } }),
  'attendance.markStaff': () => ({
    body: { date, entries: [{ user_id: 1, status: 'present', comments: '' }] },
  }),
  'attendance.saveSettings': () => ({
    body: {
      attendance_type: 'daily',
      threshold_percent: 75,
      alert_email: true,
      alert_sms: false,
      alert_push: true,
    },
  }),
};
