import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { GuardSamples, IdSource } from '../../platform/module.ts';

const latestLeave: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from student_leaves where tenant_id = ${schoolId} order by id desc limit 1`,
  );
const leaveStudent: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select student_id as id from student_leaves where tenant_id = ${schoolId} order by id limit 1`,
  );
const leaveTeacher: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select teacher_id as id from student_leaves where tenant_id = ${schoolId} order by id limit 1`,
  );

export const studentLeaveGuardSamples: GuardSamples = {
  handSamples: {
    'studentLeave.create': () => ({
      body: {
        title: 'Guard leave',
        start_date: '2040-05-01',
        to_date: '2040-05-02',
        message: 'Written by the guard suites.',
      },
    }),
    'studentLeave.decide': () => ({ body: { status: 'rejected', comment: 'Guard decision' } }),
    'studentLeave.ofChildren': () => ({ query: {} }),
    'studentLeave.search': () => ({ query: {} }),
  },
  idSources: {
    'studentLeave.create': { student_id: leaveStudent, teacher_id: leaveTeacher },
    'studentLeave.ofChildren': { student_id: leaveStudent },
    'studentLeave.delete': { id: latestLeave },
    'studentLeave.decide': { id: latestLeave },
  },
};
