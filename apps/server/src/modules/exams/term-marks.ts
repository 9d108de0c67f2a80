import {
  summarizeExamined,
  type TermMarks,
  weightedPercentage,
  weightedSubjectPercentage,
} from '@shala/contracts';

/** A paper of the class in the session, with its exam type's name and weight. */
export interface ClassPaper {
  exam: {
    id: number;
    examTypeId: number;
    subjectId: number;
    examDate: string;
    fullMark: number;
    minMark: number;
    resultPublished: boolean;
  };
  typeName: string;
  weight: number;
}

type MarkOf = (examId: number) => { obtainMark: number | null; isAbsent: boolean } | undefined;

const obtainedOf = (mark: ReturnType<MarkOf>) =>
  mark?.isAbsent ? ('AB' as const) : (mark?.obtainMark ?? null);

/**
 * One student's marks in each exam of the year up to this one, side by side: the exams (each
 * exam type with papers for the class, in the order its first paper is held, none after
 * `examTypeId`'s) with their weights and their percentage of the papers marked, and per
 * subject its marks in each exam and its weighted percentage so far. `visible` are sorted by
 * date and are those the caller may see (parents: published ones).
 */
export function buildTermMarks(
  visible: readonly ClassPaper[],
  markOf: MarkOf,
  subjectName: (subjectId: number) => string,
  examTypeId: number,
): TermMarks & { yearPercentage: number } {
  const firstDate = new Map<number, string>();
  for (const { exam } of visible) {
    const seen = firstDate.get(exam.examTypeId);
    if (!seen || exam.examDate < seen) firstDate.set(exam.examTypeId, exam.examDate);
  }
  const order = (a: number, b: number) =>
    firstDate.get(a)!.localeCompare(firstDate.get(b)!) || a - b;
  const typeIds = [...firstDate.keys()]
    .filter((typeId) => !firstDate.has(examTypeId) || order(typeId, examTypeId) <= 0)
    .sort(order);
  const papers = visible.filter((p) => typeIds.includes(p.exam.examTypeId));
  const paperOf = (typeId: number, subjectId: number) =>
    papers.find((p) => p.exam.examTypeId === typeId && p.exam.subjectId === subjectId);
  const terms = typeIds.map((typeId) => {
    const own = papers.filter((p) => p.exam.examTypeId === typeId);
    const examined = summarizeExamined(
      own.map((p) => ({
        obtain_marks: obtainedOf(markOf(p.exam.id)),
        full_marks: p.exam.fullMark,
      })),
    );
    return {
      exam_type_id: typeId,
      exam_type_name: own[0]!.typeName,
      weight: own[0]!.weight,
      papers: examined.papers,
      marked: examined.marked,
      percentage: examined.percentage,
    };
  });
  // Subjects in the order their first paper is held, as the exam's own table lists them.
  const subjectIds = [...new Set(papers.map((p) => p.exam.subjectId))];
  const subjects = subjectIds.map((subjectId) => {
    const marks = typeIds.map((typeId) => {
      const paper = paperOf(typeId, subjectId);
      if (!paper) return null;
      return {
        obtain_marks: obtainedOf(markOf(paper.exam.id)),
        full_marks: paper.exam.fullMark,
        weight: paper.weight,
      };
    });
    return {
      subject_name: subjectName(subjectId),
      marks: marks.map((mark) =>
        mark ? { obtain_marks: mark.obtain_marks, full_marks: mark.full_marks } : null,
      ),
      weighted_percentage: weightedSubjectPercentage(marks),
    };
  });
  // The year so far: each exam's percentage of its marked papers, weighted by its weight.
  const yearPercentage = weightedPercentage(
    terms.filter((term) => term.marked > 0 && term.weight > 0),
  );
  return { terms, subjects, yearPercentage };
}

/**
 * True when this exam type is the year's final exam for the class: its last paper is the
 * session's last (of every exam type, published or not).
 */
export function isFinalExam(papers: readonly ClassPaper[], examTypeId: number): boolean {
  let last: ClassPaper | undefined;
  for (const paper of papers) if (!last || paper.exam.examDate > last.exam.examDate) last = paper;
  if (!last) return false;
  const lastDate = last.exam.examDate;
  return papers.some((p) => p.exam.examTypeId === examTypeId && p.exam.examDate === lastDate);
}

/** The day a report card's attendance runs to: the exam's last paper (today without papers). */
export function lastPaperDate(papers: readonly ClassPaper[], examTypeId: number, today: string) {
  const dates = papers.filter((p) => p.exam.examTypeId === examTypeId).map((p) => p.exam.examDate);
  return dates.length ? dates.sort().at(-1)! : today;
}
