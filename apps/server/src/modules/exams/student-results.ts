import {
  coScholasticAreas,
  gradeFor,
  examMessages as m,
  percentageOf,
  reportCardOutcome,
  type StudentResult,
  summarizeExamined,
} from '@shala/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { SignedInScope, TenantScope } from '../../platform/scope.ts';
import { findStudentPlace, isParent, listClassRoster, loadNames } from './exam-lookups.ts';
import { findExamType } from './exam-types.ts';
import { getGradeScale } from './grade-scale.ts';
import { loadCoScholastic, loadRemarks } from './report-card-notes.ts';
import { loadReportCardAttendance, loadReportCardParticulars } from './report-card-particulars.ts';
import { examMarks, exams, examTypes } from './tables.ts';
import { buildTermMarks, type ClassPaper, isFinalExam, lastPaperDate } from './term-marks.ts';

type Place = Awaited<ReturnType<typeof findStudentPlace>>;

/** The papers and marks of a class in a session (every exam type), for many students at once. */
async function loadClassMarks(
  scope: TenantScope,
  sessionId: number,
  classId: number,
  studentIds: number[],
) {
  const { tx, tenantId } = scope;
  const papers: ClassPaper[] = await tx
    .select({ exam: exams, typeName: examTypes.name, weight: examTypes.weight })
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

interface ReportData extends ClassMarks {
  names: Awaited<ReturnType<typeof loadNames>>;
  bands: Awaited<ReturnType<typeof getGradeScale>>['bands'];
  co: Awaited<ReturnType<typeof loadCoScholastic>>;
  remarks: Map<number, string>;
  particulars: Awaited<ReturnType<typeof loadReportCardParticulars>>;
  attendance: Awaited<ReturnType<typeof loadReportCardAttendance>>;
  attendanceUpTo: string;
}

/** One student's result in one exam type, from the class's papers and marks already read. */
function buildResult(
  place: Place,
  examType: { id: number; name: string },
  data: ReportData,
  onlyPublished: boolean,
): StudentResult {
  const id = place.student_id;
  const markOf = (examId: number) =>
    data.marks.find((mark) => mark.examId === examId && mark.studentId === id);
  const visible = data.papers.filter((p) => !onlyPublished || p.exam.resultPublished);
  const papers = visible.filter((p) => p.exam.examTypeId === examType.id);
  const subjectName = (subjectId: number) => data.names.subjectName.get(subjectId) ?? '';
  const rows = papers.map(({ exam }) => {
    const mark = markOf(exam.id);
    const obtained = mark?.isAbsent ? 0 : (mark?.obtainMark ?? null);
    const percentage = obtained === null ? null : percentageOf(obtained, exam.fullMark);
    return {
      subject_name: subjectName(exam.subjectId),
      full_marks: exam.fullMark,
      min_marks: exam.minMark,
      obtain_marks: mark?.isAbsent ? ('AB' as const) : obtained,
      percentage,
      grade: percentage === null ? null : gradeFor(percentage, data.bands),
      comment: mark?.comment ?? '',
    };
  });
  const examined = summarizeExamined(rows);
  const { yearPercentage, ...terms } = buildTermMarks(visible, markOf, subjectName, examType.id);
  return {
    student_id: id,
    student_name: place.student_name,
    class_name: place.class_name,
    roll_number: place.roll_number,
    exam_type_name: examType.name,
    published: papers.length > 0 && papers.every((p) => p.exam.resultPublished) ? 1 : 0,
    rows,
    total_full: examined.total_full,
    total_obtained: examined.total_obtained,
    percentage: examined.percentage,
    grade: examined.total_full > 0 ? gradeFor(examined.percentage, data.bands) : null,
    year_percentage: yearPercentage,
    co_scholastic: coScholasticAreas.flatMap((area) =>
      data.co
        .filter((c) => c.studentId === id && c.area === area)
        .map((c) => ({ area: c.area, grade: c.grade })),
    ),
    particulars: data.particulars.get(id) ?? {
      admission_no: null,
      date_of_birth: null,
      class_section: null,
      father_name: null,
      mother_name: null,
    },
    terms,
    attendance: data.attendance.get(id) ?? {
      working_days: 0,
      days_present: 0,
      up_to: data.attendanceUpTo,
    },
    remarks: data.remarks.get(id) ?? '',
    outcome: reportCardOutcome(rows, { finalExam: isFinalExam(data.papers, examType.id) }),
  };
}

/** A student's result; parents see only their own children's, and only once published. */
export async function getStudentResult(
  scope: SignedInScope,
  query: { exam_type_id: number; student_id: number; session_id: number },
) {
  const examType = await findExamType(scope, query.exam_type_id);
  const place = await findStudentPlace(scope, query.student_id, query.session_id);
  const [results] = await buildResults(
    scope,
    examType,
    query.session_id,
    place.class_id,
    [place],
    isParent(scope),
  );
  if (isParent(scope) && results!.rows.length === 0) throw notFound(m.notPublished);
  return results!;
}

/** The results of a whole class in an exam type (for its report cards), by roll number. */
export async function listClassResults(
  scope: SignedInScope,
  query: { exam_type_id: number; class_id: number; session_id: number },
) {
  const examType = await findExamType(scope, query.exam_type_id);
  const names = await loadNames(scope);
  const roster = await listClassRoster(scope, query.session_id, query.class_id);
  const places = roster.map((s) => ({
    ...s,
    class_name: names.className.get(query.class_id) ?? '',
  }));
  return buildResults(scope, examType, query.session_id, query.class_id, places, false);
}

async function buildResults(
  scope: SignedInScope,
  examType: { id: number; name: string },
  sessionId: number,
  classId: number,
  places: Place[],
  onlyPublished: boolean,
) {
  const studentIds = places.map((p) => p.student_id);
  const key = { examTypeId: examType.id, sessionId, studentIds };
  const classMarks = await loadClassMarks(scope, sessionId, classId, studentIds);
  const attendanceUpTo = lastPaperDate(classMarks.papers, examType.id, scope.today);
  const [names, scale, co, remarks, particulars, attendance] = await Promise.all([
    loadNames(scope),
    getGradeScale(scope),
    loadCoScholastic(scope, key),
    loadRemarks(scope, key),
    loadReportCardParticulars(scope, sessionId, studentIds),
    loadReportCardAttendance(scope, { sessionId, studentIds, upTo: attendanceUpTo }),
  ]);
  const data: ReportData = {
    ...classMarks,
    names,
    bands: scale.bands,
    co,
    remarks,
    particulars,
    attendance,
    attendanceUpTo,
  };
  return places.map((place) => buildResult(place, examType, data, onlyPublished));
}
