import { cbseGradeBands } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { IdSource, RouteInput, SampleEnv } from '../../platform/module.ts';

/**
 * Samples and id sources of the exams routes. The demo seeds both schools alike (two exam
 * types, a schedule per class, duties and one question paper); writes name the latest rows.
 */
const latest =
  (table: string, where = sql``): IdSource =>
  (db, schoolId) =>
    firstId(
      db,
      sql`select id from ${sql.identifier(table)} where tenant_id = ${schoolId} ${where} order by id desc limit 1`,
    );
const first =
  (query: (schoolId: number) => ReturnType<typeof sql>): IdSource =>
  (db, schoolId) =>
    firstId(db, query(schoolId));

const latestType = latest('exam_types');
const latestExam = latest('exams');
const latestDuty = (kind: 'setter' | 'checker') => latest('exam_duties', sql`and kind = ${kind}`);
const examType = first(
  (s) => sql`select id from exam_types where tenant_id = ${s} order by id limit 1`,
);
const exam = first((s) => sql`select id from exams where tenant_id = ${s} order by id limit 1`);
const session = first(
  (s) =>
    sql`select id from academic_sessions where tenant_id = ${s} and is_current and parent_id is null`,
);
const schoolClass = first(
  (s) => sql`select class_id as id from exams where tenant_id = ${s} order by id limit 1`,
);
const subject = first(
  (s) => sql`select subject_id as id from exams where tenant_id = ${s} order by id limit 1`,
);
const student = first(
  (s) =>
    sql`select student_id as id from student_programs where tenant_id = ${s} order by id limit 1`,
);
const teacher = first(
  (s) => sql`select teacher_id as id from exam_duties where tenant_id = ${s} order by id limit 1`,
);

const place = { exam_type_id: examType, session_id: session, class_id: schoolClass };
const dutyIds = { ...place, subject_id: subject, teacher_id: teacher };

export const examIdSources: Record<string, Record<string, IdSource>> = {
  'exams.updateType': { id: latestType },
  'exams.deleteType': { id: latestType },
  'exams.createExam': { ...place, subject_id: subject },
  'exams.updateExam': { id: latestExam, ...place, subject_id: subject },
  'exams.deleteExam': { id: latestExam },
  'exams.publish': place,
  'exams.listExams': { ...place, student_id: student },
  'exams.saveSetter': dutyIds,
  'exams.saveChecker': dutyIds,
  'exams.listSetters': place,
  'exams.listCheckers': place,
  'exams.deleteSetter': { id: latestDuty('setter') },
  'exams.deleteChecker': { id: latestDuty('checker') },
  'exams.uploadPaper': { exam_id: exam },
  'exams.listPapers': place,
  'exams.downloadPaper': { id: latest('question_papers') },
  'exams.markableExams': { exam_type_id: examType, session_id: session },
  'exams.marksGrid': { exam_id: exam },
  'exams.saveMarks': { exam_id: exam },
  'exams.studentResult': { exam_type_id: examType, session_id: session, student_id: student },
  'exams.reportCard': { exam_type_id: examType, session_id: session, student_id: student },
  'exams.classReportCards': place,
  'exams.saveCoScholastic': { exam_type_id: examType, session_id: session, student_id: student },
  'exams.saveRemarks': { exam_type_id: examType, session_id: session, student_id: student },
  'exams.planSeats': { exam_type_id: examType, session_id: session },
  'exams.seatPlan': { exam_type_id: examType, session_id: session },
};

const paper = {
  exam_type_id: 1,
  session_id: 1,
  class_id: 1,
  subject_id: 1,
  exam_date: '2040-03-01',
  start_time: '10:00',
  end_time: '13:00',
  full_mark: 80,
  min_mark: 27,
};

export const examHandSamples: Record<string, (env: SampleEnv) => RouteInput> = {
  'exams.createType': () => ({ body: { exam_type_name: 'Guard Test', weight: 10 } }),
  'exams.updateType': () => ({ body: { exam_type_name: 'Guard Test Renamed', weight: 10 } }),
  'exams.createExam': () => ({ body: paper }),
  'exams.updateExam': () => ({ body: { ...paper, id: 1 } }),
  'exams.saveGrades': () => ({ body: { bands: cbseGradeBands } }),
  'exams.saveMarks': () => ({ body: { exam_id: 1, marks: [{ student_id: 1, obtain_mark: 10 }] } }),
  'exams.planSeats': () => ({
    body: { exam_type_id: 1, class_ids: [1], rooms: [{ room_name: 'Guard Room', capacity: 40 }] },
  }),
  'exams.saveCoScholastic': () => ({
    body: { exam_type_id: 1, student_id: 1, grades: [{ area: 'Work', grade: 'A' }] },
  }),
  'exams.saveRemarks': () => ({
    body: { exam_type_id: 1, student_id: 1, remarks: 'Works steadily.' },
  }),
};
