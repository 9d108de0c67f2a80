import { percentageOf, roundPercent, weightedPercentage } from './grade-rules.ts';
import type { ResultRow } from './mark-schemas.ts';

type MarkedRow = Pick<ResultRow, 'obtain_marks' | 'full_marks'>;

/** A paper's marks below its pass mark (an absence counts as below). */
export function isBelowPassMark(row: Pick<ResultRow, 'obtain_marks' | 'min_marks'>): boolean {
  if (row.obtain_marks === null) return false;
  return row.obtain_marks === 'AB' || row.obtain_marks < row.min_marks;
}

/**
 * The totals of what was examined: papers not marked yet stay out of both the full marks and
 * the marks obtained (an absence is examined, at 0), so the percentage is of the marked papers
 * only; `papers` and `marked` say how many that is of.
 */
export function summarizeExamined(rows: readonly MarkedRow[]) {
  const marked = rows.filter((row) => row.obtain_marks !== null);
  const totalFull = marked.reduce((sum, row) => sum + row.full_marks, 0);
  const totalObtained = roundPercent(
    marked.reduce(
      (sum, row) => sum + (typeof row.obtain_marks === 'number' ? row.obtain_marks : 0),
      0,
    ),
  );
  return {
    papers: rows.length,
    marked: marked.length,
    total_full: totalFull,
    total_obtained: totalObtained,
    percentage: percentageOf(totalObtained, totalFull),
  };
}

export const reportCardOutcomes = [
  'Passed',
  'Promoted',
  'Needs improvement',
  'Result awaited',
] as const;
export type ReportCardOutcome = (typeof reportCardOutcomes)[number];

/**
 * The result line of a report card: "Needs improvement" when a marked paper is below its pass
 * mark, "Result awaited" while a paper is not marked yet, else "Promoted" in the year's final
 * exam (to the next class) and "Passed" in any other.
 */
export function reportCardOutcome(
  rows: readonly Pick<ResultRow, 'obtain_marks' | 'min_marks'>[],
  options: { finalExam?: boolean } = {},
): ReportCardOutcome {
  if (rows.some(isBelowPassMark)) return 'Needs improvement';
  if (rows.length === 0 || rows.some((row) => row.obtain_marks === null)) return 'Result awaited';
  return options.finalExam ? 'Promoted' : 'Passed';
}

/**
 * What an overall percentage is of: "of all 4 papers", or "of the 1 of 4 papers marked so
 * far" (a percentage of one paper must not read as the whole exam's).
 */
export function percentageBasis(rows: readonly Pick<ResultRow, 'obtain_marks'>[]): string {
  const marked = rows.filter((row) => row.obtain_marks !== null).length;
  const papers = `${rows.length} paper${rows.length === 1 ? '' : 's'}`;
  return marked === rows.length
    ? `of all ${papers}`
    : `of the ${marked} of ${papers} marked so far`;
}

/** One subject's paper in one exam of the year, with that exam's weight. */
export interface TermMark {
  obtain_marks: number | 'AB' | null;
  full_marks: number;
  weight: number;
}

/**
 * A subject's percentage over the year's exams, each weighted by its exam's weight: only
 * marked papers of exams with a weight count (the result so far); null when none does.
 */
export function weightedSubjectPercentage(marks: readonly (TermMark | null)[]): number | null {
  const parts = marks.flatMap((mark) =>
    mark && mark.obtain_marks !== null && mark.weight > 0
      ? [
          {
            percentage: percentageOf(
              typeof mark.obtain_marks === 'number' ? mark.obtain_marks : 0,
              mark.full_marks,
            ),
            weight: mark.weight,
          },
        ]
      : [],
  );
  return parts.length ? weightedPercentage(parts) : null;
}

/** Attendance as "180 of 200 working days (90%)"; "Not taken" when no day was marked. */
export function attendanceLine(attendance: { working_days: number; days_present: number } | null) {
  if (!attendance || attendance.working_days === 0) return 'Not taken';
  const percent = percentageOf(attendance.days_present, attendance.working_days);
  return `${attendance.days_present} of ${attendance.working_days} working days (${percent}%)`;
}

/** A term's cell on a report card: "18 / 25", "AB / 25", "Not marked / 25", "—" (no paper). */
export function termMarkText(
  mark: { obtain_marks: number | 'AB' | null; full_marks: number } | null,
): string {
  if (!mark) return '—';
  return `${mark.obtain_marks === null ? 'Not marked' : mark.obtain_marks} / ${mark.full_marks}`;
}

/** A term's heading: its name and its weight in the year's result. */
export const termHeading = (term: { exam_type_name: string; weight: number }) =>
  `${term.exam_type_name} (weight ${term.weight})`;
