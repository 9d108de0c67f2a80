import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { GuardSamples, IdSource } from '../../platform/module.ts';

const latestQuestion: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from feedback_questions where tenant_id = ${schoolId} order by id desc limit 1`,
  );
const feedbackStudent: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select student_id as id from student_feedback where tenant_id = ${schoolId} order by id limit 1`,
  );
const firstClass: IdSource = (db, schoolId) =>
  firstId(db, sql`select id from classes where tenant_id = ${schoolId} order by id limit 1`);
const firstTeacher: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from users where tenant_id = ${schoolId} and role_id = 6 order by id limit 1`,
  );

export const feedbackGuardSamples: GuardSamples = {
  handSamples: {
    'feedback.students': () => ({ query: {} }),
    'feedback.give': () => ({ body: { comment: 'Written by the guard suites.' } }),
    'feedback.addQuestion': () => ({ body: { question: 'Guard question' } }),
    'feedback.updateQuestion': () => ({ body: { question: 'Guard question' } }),
    'feedback.giveStaff': () => ({
      body: { answers: [{ question_id: 1, rating: 4 }], comment: 'Guard' },
    }),
  },
  idSources: {
    'feedback.students': { class_id: firstClass },
    'feedback.ofStudent': { student_id: feedbackStudent },
    'feedback.give': { student_id: feedbackStudent },
    'feedback.updateQuestion': { id: latestQuestion },
    'feedback.deleteQuestion': { id: latestQuestion },
    'feedback.giveStaff': { student_id: feedbackStudent, teacher_id: firstTeacher },
  },
};
