import type { ResultRow } from './mark-schemas.ts';

/** A paper's marks below its pass mark (an absence counts as below). */
export function isBelowPassMark(row: Pick<ResultRow, 'obtain_marks' | 'min_marks'>): boolean {
  if (row.obtain_marks === null) return false;
  return row.obtain_marks === 'AB' || row.obtain_marks < row.min_marks;
}

export type ReportCardOutcome = 'Passed' | 'Needs improvement' | 'Result awaited';

/**
 * The result line of a report card: "Needs improvement" when a marked paper is below its pass
 * mark, "Result awaited" while a paper is not marked yet, else "Passed".
 */
export function reportCardOutcome(
  rows: readonly Pick<ResultRow, 'obtain_marks' | 'min_marks'>[],
): ReportCardOutcome {
  if (rows.some(isBelowPassMark)) return 'Needs improvement';
  if (rows.length === 0 || rows.some((row) => row.obtain_marks === null)) return 'Result awaited';
  return 'Passed';
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
