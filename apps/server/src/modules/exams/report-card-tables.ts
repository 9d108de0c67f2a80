import {
  type GradeBand,
  isBelowPassMark,
  type StudentResult,
  termHeading,
  termMarkText,
} from '@shala/contracts';
import type { Content } from 'pdfmake/interfaces';
import { dataTable, type SchoolBrand } from '../../platform/pdf/index.ts';

const shown = (value: number | string | null) => (value === null ? '—' : String(value));
const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/** The exam's papers: full and pass marks always, the marks, and a flag below the pass mark. */
export function marksTable(brand: SchoolBrand, result: StudentResult): Content {
  return dataTable(
    brand,
    [
      { header: 'Subject', width: '*' },
      { header: 'Full Marks', numeric: true, width: 44 },
      { header: 'Pass Marks', numeric: true, width: 44 },
      { header: 'Marks Obtained', numeric: true, width: 56 },
      { header: 'Percentage', numeric: true, width: 56 },
      { header: 'Grade', width: 34 },
      { header: 'Remarks', width: '*' },
    ],
    result.rows.map((row) => [
      row.subject_name,
      row.full_marks,
      row.min_marks,
      row.obtain_marks === null ? 'Not marked' : String(row.obtain_marks),
      percent(row.percentage),
      shown(row.grade),
      [isBelowPassMark(row) ? 'Below pass mark' : '', row.comment].filter(Boolean).join('; ') ||
        '—',
    ]),
    [
      'Total (papers marked)',
      result.total_full,
      '',
      result.total_obtained,
      `${result.percentage}%`,
      shown(result.grade),
      '',
    ],
  );
}

/**
 * The year's exams side by side with their weights: a subject's marks in each and its weighted
 * percentage so far; the last row each exam's percentage of its marked papers and the year's.
 */
export function termTable(brand: SchoolBrand, result: StudentResult): Content | null {
  const { terms, subjects } = result.terms;
  if (terms.length === 0) return null;
  return dataTable(
    brand,
    [
      { header: 'Subject', width: '*' },
      ...terms.map((term) => ({ header: termHeading(term), numeric: true, width: 80 })),
      { header: 'Weighted', numeric: true, width: 56 },
    ],
    subjects.map((subject) => [
      subject.subject_name,
      ...subject.marks.map(termMarkText),
      percent(subject.weighted_percentage),
    ]),
    [
      'Percentage (papers marked)',
      ...terms.map((term) => (term.marked ? `${term.percentage}%` : '—')),
      `${result.year_percentage}%`,
    ],
  );
}

/** The co-scholastic areas with their grades (A to E). */
export function coScholasticTable(brand: SchoolBrand, result: StudentResult): Content | null {
  if (result.co_scholastic.length === 0) return null;
  return dataTable(
    brand,
    [{ header: 'Co-scholastic Area' }, { header: 'Grade', width: 40 }],
    result.co_scholastic.map((c) => [c.area, c.grade]),
  );
}

/** The grading scale in one line: "A1 91–100 · A2 81–90 · …". */
export function gradingScaleLine(bands: readonly GradeBand[]): string {
  return bands.map((band) => `${band.grade} ${band.min_percent}–${band.max_percent}`).join(' · ');
}
