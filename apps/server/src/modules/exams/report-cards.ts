import {
  certificateDate,
  isBelowPassMark,
  percentageBasis,
  reportCardOutcome,
  type StudentResult,
} from '@shala/contracts';
import type { Content } from 'pdfmake/interfaces';
import type { SignedInContext } from '../../platform/http/context.ts';
import {
  brandedDocument,
  dataTable,
  particulars,
  renderPdf,
  type SchoolBrand,
} from '../../platform/pdf/index.ts';
import { findSchoolBrand } from '../school-profile/index.ts';
import {
  loadReportCardParticulars,
  type ReportCardParticulars,
} from './report-card-particulars.ts';

type BrandedDocumentInput = Exclude<Parameters<typeof brandedDocument>[0], readonly unknown[]>;

const shown = (value: number | string | null) => (value === null ? '—' : String(value));

/** The student's particulars in two columns: who, class, and parents. */
function studentParticulars(
  result: StudentResult,
  about: ReportCardParticulars | undefined,
  sessionName: string,
): Content {
  return {
    columns: [
      particulars([
        ['Student Name', result.student_name],
        ['Admission No.', about?.admissionNo],
        ['Class - Section', about?.classSection ?? result.class_name],
        ['Roll No.', result.roll_number],
      ]),
      particulars([
        ['Date of Birth', about?.dateOfBirth ? certificateDate(about.dateOfBirth) : null],
        ["Father's Name", about?.fatherName],
        ["Mother's Name", about?.motherName],
        ['Session', sessionName],
      ]),
    ],
    columnGap: 16,
  };
}

function marksTable(brand: SchoolBrand, result: StudentResult): Content {
  return dataTable(
    brand,
    [
      { header: 'Subject Name', width: '*' },
      { header: 'Full Marks', numeric: true, width: 50 },
      { header: 'Pass Marks', numeric: true, width: 50 },
      { header: 'Marks Obtained', numeric: true, width: 58 },
      { header: 'Percentage', numeric: true, width: 58 },
      { header: 'Grade', width: 36 },
      { header: 'Remarks', width: '*' },
    ],
    result.rows.map((row) => [
      row.subject_name,
      row.full_marks,
      row.min_marks,
      row.obtain_marks === null ? 'Not marked' : String(row.obtain_marks),
      row.percentage === null ? '—' : `${row.percentage}%`,
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

function signatures(): Content {
  return {
    columns: ['Class Teacher', 'Principal', 'Parent / Guardian'].map((who) => ({
      stack: [
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 140, y2: 0, lineWidth: 0.75 }] },
        { text: who, fontSize: 9, margin: [0, 3, 0, 0] },
      ],
    })) as Content[],
    columnGap: 16,
    margin: [0, 36, 0, 0],
    unbreakable: true,
  } as Content;
}

/** One report card: particulars, marks with the pass-mark flag, result, remarks, signatures. */
function reportCardPage(
  brand: SchoolBrand,
  result: StudentResult,
  about: ReportCardParticulars | undefined,
  sessionName: string,
): BrandedDocumentInput {
  const marked = result.rows.some((row) => row.obtain_marks !== null);
  return {
    brand,
    title: `Report Card — ${result.exam_type_name}`,
    content: [
      studentParticulars(result, about, sessionName),
      { text: 'Scholastic Areas', bold: true, margin: [0, 2, 0, 4] },
      marksTable(brand, result),
      ...(result.co_scholastic.length
        ? [
            { text: 'Co-scholastic Areas', bold: true, margin: [0, 6, 0, 4] } as Content,
            dataTable(
              brand,
              [{ header: 'Area' }, { header: 'Grade', width: 60 }],
              result.co_scholastic.map((c) => [c.area, c.grade]),
            ),
          ]
        : []),
      particulars([
        [
          'Overall',
          marked
            ? `${result.percentage}% ${percentageBasis(result.rows)}${result.grade ? `, grade ${result.grade}` : ''}`
            : 'No paper marked yet',
        ],
        ['Result', reportCardOutcome(result.rows)],
        ['Year so far (weighted by exam type)', `${result.year_percentage}%`],
        ["Class Teacher's Remarks", ' '],
      ]),
      signatures(),
    ],
    footnote: 'Computer generated report card. Absent is shown as AB.',
  };
}

/** The report cards of one or more students as one PDF, a page each. */
export async function renderReportCards(
  ctx: SignedInContext,
  results: StudentResult[],
  session: { id: number; name: string },
) {
  const brand = await findSchoolBrand(ctx.tx, ctx.tenant);
  const about = await loadReportCardParticulars(
    ctx.tx,
    ctx.tenant.id,
    session.id,
    results.map((result) => result.student_id),
  );
  return renderPdf(
    brandedDocument(
      results.map((result) =>
        reportCardPage(brand, result, about.get(result.student_id), session.name),
      ),
    ),
  );
}
