import { aboveFullMarks, checkMark, examMessages as m, type SaveMarksBody } from '@shala/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import { listSectionsOfClass } from '../academics/index.ts';
import { hasDuty, listDutiesOf } from './exam-duties.ts';
import { isExamAdmin, listClassRoster, loadNames } from './exam-lookups.ts';
import { type ExamRecord, findExam, presentExams } from './exam-schedule.ts';
import { examMarks, exams, examTypes } from './tables.ts';

/** Only the paper's checking teacher or the exam admin enters its marks. */
async function assertMayEnter(scope: SignedInScope, exam: ExamRecord) {
  if (await isExamAdmin(scope)) return;
  const checks = await hasDuty(scope, scope.user.id, ['checker'], {
    examTypeId: exam.examTypeId,
    sessionId: exam.sessionId,
    classId: exam.classId,
    subjectId: exam.subjectId,
  });
  if (!checks) throw new AppError('FORBIDDEN', m.notChecker);
}

/** The papers of an exam type the caller checks (every paper for the exam admin). */
export async function listMarkableExams(
  scope: SignedInScope,
  filter: { exam_type_id: number; session_id: number },
) {
  const admin = await isExamAdmin(scope);
  const duties = admin ? [] : await listDutiesOf(scope, scope.user.id, 'checker');
  const keys = duties
    .filter((d) => d.examTypeId === filter.exam_type_id && d.sessionId === filter.session_id)
    .map((d) => `${d.classId}:${d.subjectId}`);
  if (!admin && keys.length === 0) return [];
  const rows = await scope.tx
    .select({ exam: exams, typeName: examTypes.name })
    .from(exams)
    .innerJoin(
      examTypes,
      and(eq(examTypes.tenantId, exams.tenantId), eq(examTypes.id, exams.examTypeId)),
    )
    .where(
      and(
        eq(exams.tenantId, scope.tenantId),
        eq(exams.examTypeId, filter.exam_type_id),
        eq(exams.sessionId, filter.session_id),
        admin ? undefined : inArray(sql`${exams.classId} || ':' || ${exams.subjectId}`, keys),
      ),
    )
    .orderBy(asc(exams.classId), asc(exams.examDate), asc(exams.startTime));
  return presentExams(scope, rows);
}

/** A paper's grid: its class's students by roll number, with the marks entered so far. */
export async function getMarksGrid(scope: SignedInScope, examId: number) {
  const { exam } = await findExam(scope, examId);
  await assertMayEnter(scope, exam);
  const [roster, marks, names, sections] = await Promise.all([
    listClassRoster(scope, exam.sessionId, exam.classId),
    scope.tx
      .select()
      .from(examMarks)
      .where(and(eq(examMarks.tenantId, scope.tenantId), eq(examMarks.examId, examId))),
    loadNames(scope),
    listSectionsOfClass(scope.tx, scope.tenantId, exam.classId, exam.sessionId),
  ]);
  const sectionName = new Map(sections.map((section) => [section.id, section.section_name]));
  const byStudent = new Map(marks.map((mark) => [mark.studentId, mark]));
  return {
    exam_id: exam.id,
    subject_name: names.subjectName.get(exam.subjectId) ?? '',
    class_name: names.className.get(exam.classId) ?? '',
    full_mark: exam.fullMark,
    min_mark: exam.minMark,
    result_published: exam.resultPublished ? (1 as const) : (0 as const),
    rows: roster.map((student) => {
      const mark = byStudent.get(student.student_id);
      return {
        student_id: student.student_id,
        roll_number: student.roll_number,
        student_name: student.student_name,
        section_name: sectionName.get(student.section_id) ?? null,
        obtain_mark: mark?.obtainMark ?? null,
        is_absent: mark?.isAbsent ?? false,
        comment: mark?.comment ?? '',
      };
    }),
  };
}

/**
 * Saves a paper's marks in one statement: every mark within full marks and every student in
 * the class, or nothing is written. A row with neither a mark nor absent clears the mark.
 */
export async function saveMarks(scope: SignedInScope, body: SaveMarksBody) {
  const { exam } = await findExam(scope, body.exam_id);
  await assertMayEnter(scope, exam);
  const roster = new Set(
    (await listClassRoster(scope, exam.sessionId, exam.classId)).map((s) => s.student_id),
  );
  const seen = new Set<number>();
  for (const [index, entry] of body.marks.entries()) {
    if (!roster.has(entry.student_id) || seen.has(entry.student_id))
      throw badRequest(m.notInClass, `marks.${index}.student_id`);
    seen.add(entry.student_id);
    const problem = checkMark(entry, exam.fullMark);
    if (problem === 'above')
      throw badRequest(aboveFullMarks(exam.fullMark), `marks.${index}.obtain_mark`);
    if (problem === 'negative') throw badRequest(m.badMark, `marks.${index}.obtain_mark`);
  }
  const cleared = body.marks.filter(
    (e) => !e.is_absent && e.obtain_mark === null && e.comment === '',
  );
  const kept = body.marks.filter((e) => !cleared.includes(e));
  if (cleared.length)
    await scope.tx.delete(examMarks).where(
      and(
        eq(examMarks.tenantId, scope.tenantId),
        eq(examMarks.examId, exam.id),
        inArray(
          examMarks.studentId,
          cleared.map((e) => e.student_id),
        ),
      ),
    );
  if (kept.length)
    await scope.tx
      .insert(examMarks)
      .values(
        kept.map((entry) => ({
          tenantId: scope.tenantId,
          examId: exam.id,
          studentId: entry.student_id,
          obtainMark: entry.is_absent ? null : entry.obtain_mark,
          isAbsent: entry.is_absent,
          comment: entry.comment,
          enteredBy: scope.user.id,
        })),
      )
      .onConflictDoUpdate({
        target: [examMarks.tenantId, examMarks.examId, examMarks.studentId],
        set: {
          obtainMark: sql`excluded.obtain_mark`,
          isAbsent: sql`excluded.is_absent`,
          comment: sql`excluded.comment`,
          enteredBy: sql`excluded.entered_by`,
          updatedAt: sql`now()`,
        },
      });
  return getMarksGrid(scope, exam.id);
}
