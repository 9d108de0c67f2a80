import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { GuardSamples, IdSource } from '../../platform/module.ts';

/**
 * The guard suites' inputs: a typed-in homework of the first class (the demo seeds no tasks,
 * so id routes take the latest task a sample wrote, or answer 404 before one exists).
 */
const latestTask: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from tasks where tenant_id = ${schoolId} order by id desc limit 1`);
const firstClass: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from classes where tenant_id = ${schoolId} order by id limit 1`);

const homework = {
  mode: 'create',
  type: 'homework',
  title: 'Guard homework',
  submission_date: '2040-05-01',
  have_grade: 0,
  remarks: 'Written by the guard suites.',
};

export const taskGuardSamples: GuardSamples = {
  handSamples: {
    'tasks.create': () => ({ body: homework }),
    'tasks.update': () => ({ body: homework }),
    'tasks.list': () => ({ query: { type: 'homework' } }),
    'tasks.notify': () => ({ body: { sms: true, father: true } }),
  },
  idSources: {
    'tasks.create': { class_id: firstClass },
    'tasks.teacherSubjects': { class_id: firstClass },
    'tasks.update': { id: latestTask },
    'tasks.delete': { id: latestTask },
    'tasks.file': { id: latestTask },
    'tasks.notify': { id: latestTask },
  },
};
