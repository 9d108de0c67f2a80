import {
  coScholasticAreas,
  gradeFor,
  examMessages as m,
  percentageOf,
  roundPercent,
  type StudentResult,
  weightedPercentage,
} from '@shala/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { findStudentPlace, isParent, listClassRoster, loadNames } from './exam-lookups.ts';
import { findExamType } from './exam-types.ts';
import { getGradeScale } from './grade-scale.ts';
import { coScholasticGrades, examMarks, exams, examTypes } from './tables.ts';

type Place = Awaited<ReturnType<typeof findStudentPlace>>;

/** The papers and marks of a class in a session (every exam type), for many students at once. */
async function loadClassMarks(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  classId: number,
  studentIds: number[],
) {
  const papers = await tx
    .select({ exam: exams, weight: examTypes.weight })
    .from(exams)
    .innerJoin(
      examTypes,
      and(eq(examTypes.tenantId, exams.tenantId), eq(examTypes.id, exams.examTypeId)),
    )
    .where(
      and(eq(exams.tenantId, tenantId), eq(exams.sessionId, sessionId), eq(exams.classId, classId)),
    )
    .orderBy(asc(exams.examDate), asc(exams.startTime), asc(exams.id));
  const marks =
    papers.length && studentIds.length
      ? await tx
          .select()
          .from(examMarks)
          .where(
            and(
              eq(examMarks.tenantId, tenantId),
              inArray(
                examMarks.examId,
                papers.map((p) => p.exam.id),
              ),
              inArray(examMarks.studentId, studentIds),
            ),
          )
      : [];
  return { papers, marks };
}

type ClassMarks = Awaited<ReturnType<typeof loadClassMarks>>;

/** One student's result in one exam type, from the class's papers and marks already read. */
function buildResult(
  place: Place,
  examType: { id: number; name: string },
  data: ClassMarks & {
    names: Awaited<ReturnType<typeof loadNames>>;
    bands: Awaited<ReturnType<typeof getGradeScale>>['bands'];
    co: Array<{ area: string; grade: string }>;
  },
  onlyPublished: boolean,
): StudentResult {
  const markOf = (examId: number) =>
    data.marks.find((mark) => mark.examId === examId && mark.studentId === place.student_id);
  const papers = data.papers.filter(
    (p) => p.exam.examTypeId === examType.id && (!onlyPublished || p.exam.resultPublished),
  );
  const rows = papers.map(({ exam }) => {
    const mark = markOf(exam.id);
    const obtained = mark?.isAbsent ? 0 : (mark?.obtainMark ?? null);
    const percentage = obtained === null ? null : percentageOf(obtained, exam.fullMark);
    return {
      subject_name: data.names.subjectName.get(exam.subjectId) ?? '',
      full_marks: exam.fullMark,
      min_marks: exam.minMark,
      obtain_marks: mark?.isAbsent ? ('AB' as const) : obtained,
      percentage,
      grade: percentage === null ? null : gradeFor(percentage, data.bands),
      comment: mark?.comment ?? '',
    };
  });
  // Papers not marked yet stay out of the totals; an absence counts as 0 of the full marks.
  const marked = rows.filter((row) => row.obtain_marks !== null);
  const totalFull = marked.reduce((sum, row) => sum + row.full_marks, 0);
  const totalObtained = roundPercent(
    rows.reduce(
      (sum, row) => sum + (typeof row.obtain_marks === 'number' ? row.obtain_marks : 0),
      0,
    ),
  );
  const percentage = percentageOf(totalObtained, totalFull);
  // The year so far: each exam type's percentage weighted by its weight (published ones only).
  const byType = new Map<number, { full: number; obtained: number; weight: number }>();
  for (const { exam, weight } of data.papers) {
    if (!exam.resultPublished || weight <= 0) continue;
    const mark = markOf(exam.id);
    if (!mark) continue;
    const part = byType.get(exam.examTypeId) ?? { full: 0, obtained: 0, weight };
    part.full += exam.fullMark;
    part.obtained += mark?.obtainMark ?? 0;
    byType.set(exam.examTypeId, part);
  }
  return {
    student_id: place.student_id,
    student_name: place.student_name,
    class_name: place.class_name,
    roll_number: place.roll_number,
    exam_type_name: examType.name,
    published: papers.length > 0 && papers.every((p) => p.exam.resultPublished) ? 1 : 0,
    rows,
    total_full: totalFull,
    total_obtained: totalObtained,
    percentage,
    grade: totalFull > 0 ? gradeFor(percentage, data.bands) : null,
    year_percentage: weightedPercentage(
      [...byType.values()].map((part) => ({
        percentage: percentageOf(part.obtained, part.full),
        weight: part.weight,
      })),
    ),
    co_scholastic: coScholasticAreas.flatMap((area) => data.co.filter((c) => c.area === area)),
  };
}

async function loadCoScholastic(
  tx: Tx,
  tenantId: number,
  examTypeId: number,
  sessionId: number,
  studentIds: number[],
) {
  if (studentIds.length === 0) return [];
  return tx
    .select()
    .from(coScholasticGrades)
    .where(
      and(
        eq(coScholasticGrades.tenantId, tenantId),
        eq(coScholasticGrades.examTypeId, examTypeId),
        eq(coScholasticGrades.sessionId, sessionId),
        inArray(coScholasticGrades.studentId, studentIds),
      ),
    );
}

/** A student's result; parents see only their own children's, and only once published. */
export async function getStudentResult(
  ctx: SignedInContext,
  query: { exam_type_id: number; student_id: number; session_id: number },
) {
  const examType = await findExamType(ctx.tx, ctx.tenant.id, query.exam_type_id);
  const place = await findStudentPlace(ctx, query.student_id, query.session_id);
  const [results] = await buildResults(
    ctx,
    examType,
    query.session_id,
    place.class_id,
    [place],
    isParent(ctx),
  );
  if (isParent(ctx) && results!.rows.length === 0) throw notFound(m.notPublished);
  return results!;
}

/** The results of a whole class in an exam type (for its report cards), by roll number. */
export async function listClassResults(
  ctx: SignedInContext,
  query: { exam_type_id: number; class_id: number; session_id: number },
) {
  const examType = await findExamType(ctx.tx, ctx.tenant.id, query.exam_type_id);
  const names = await loadNames(ctx.tx, ctx.tenant.id);
  const roster = await listClassRoster(ctx.tx, ctx.tenant.id, query.session_id, query.class_id);
  const places = roster.map((s) => ({
    ...s,
    class_name: names.className.get(query.class_id) ?? '',
  }));
  return buildResults(ctx, examType, query.session_id, query.class_id, places, false);
}

async function buildResults(
  ctx: SignedInContext,
  examType: { id: number; name: string },
  sessionId: number,
  classId: number,
  places: Place[],
  onlyPublished: boolean,
) {
  const ids = places.map((p) => p.student_id);
  const [classMarks, names, scale, co] = await Promise.all([
    loadClassMarks(ctx.tx, ctx.tenant.id, sessionId, classId, ids),
    loadNames(ctx.tx, ctx.tenant.id),
    getGradeScale(ctx.tx, ctx.tenant.id),
    loadCoScholastic(ctx.tx, ctx.tenant.id, examType.id, sessionId, ids),
  ]);
  return places.map((place) =>
    buildResult(
      place,
      examType,
      {
        ...classMarks,
        names,
        bands: scale.bands,
        co: co
          .filter((c) => c.studentId === place.student_id)
          .map((c) => ({ area: c.area, grade: c.grade })),
      },
      onlyPublished,
    ),
  );
}

/** Replaces a student's co-scholastic grades in an exam type. */
export async function saveCoScholastic(
  ctx: SignedInContext,
  body: {
    exam_type_id: number;
    student_id: number;
    session_id: number;
    grades: Array<{ area: string; grade: string }>;
  },
) {
  await findExamType(ctx.tx, ctx.tenant.id, body.exam_type_id);
  await findStudentPlace(ctx, body.student_id, body.session_id);
  const key = and(
    eq(coScholasticGrades.tenantId, ctx.tenant.id),
    eq(coScholasticGrades.examTypeId, body.exam_type_id),
    eq(coScholasticGrades.sessionId, body.session_id),
    eq(coScholasticGrades.studentId, body.student_id),
  );
  await ctx.tx.delete(coScholasticGrades).where(key);
  const unique = [...new Map(body.grades.map((g) => [g.area, g])).values()];
  if (unique.length)
    await ctx.tx.insert(coScholasticGrades).values(
      unique.map((g) => ({
        tenantId: ctx.tenant.id,
        examTypeId: body.exam_type_id,
        sessionId: body.session_id,
        studentId: body.student_id,
        area: g.area,
        grade: g.grade,
      })),
    );
  return unique;
}
