import type { StudentResult } from '@shala/contracts';
import type { SignedInContext } from '../../platform/http/context.ts';
import {
  brandedDocument,
  dataTable,
  particulars,
  renderPdf,
  type SchoolBrand,
} from '../../platform/pdf/index.ts';
import { findSchoolBrand } from '../school-profile/index.ts';

type BrandedDocumentInput = Exclude<Parameters<typeof brandedDocument>[0], readonly unknown[]>;

const shown = (value: number | string | null) => (value === null ? '—' : String(value));

/** One report card: the student's particulars, the marks table, totals and co-scholastic grades. */
function reportCardPage(
  brand: SchoolBrand,
  result: StudentResult,
  sessionName: string,
): BrandedDocumentInput {
  return {
    brand,
    title: `Report Card — ${result.exam_type_name}`,
    content: [
      particulars([
        ['Student Name', result.student_name],
        ['Class', result.class_name],
        ['Roll Number', result.roll_number],
        ['Session', sessionName],
      ]),
      dataTable(
        brand,
        [
          { header: 'Subject Name', width: '*' },
          { header: 'Full Marks', numeric: true, width: 55 },
          { header: 'Min Marks', numeric: true, width: 50 },
          { header: 'Obtain Marks', numeric: true, width: 60 },
          { header: 'Percentage', numeric: true, width: 60 },
          { header: 'Grade', width: 40 },
          { header: 'Comment', width: '*' },
        ],
        result.rows.map((row) => [
          row.subject_name,
          row.full_marks,
          row.min_marks,
          shown(row.obtain_marks),
          row.percentage === null ? '—' : `${row.percentage}%`,
          shown(row.grade),
          row.comment || '—',
        ]),
        [
          'Total',
          result.total_full,
          '',
          result.total_obtained,
          `${result.percentage}%`,
          shown(result.grade),
          '',
        ],
      ),
      ...(result.co_scholastic.length
        ? [
            {
              text: 'Co-scholastic Areas',
              bold: true,
              margin: [0, 6, 0, 4] as [number, number, number, number],
            },
            dataTable(
              brand,
              [{ header: 'Area' }, { header: 'Grade', width: 60 }],
              result.co_scholastic.map((c) => [c.area, c.grade]),
            ),
          ]
        : []),
      particulars([['Year so far (weighted)', `${result.year_percentage}%`]]),
    ],
    footnote: 'Computer generated report card. Absent is shown as AB.',
  };
}

/** The report cards of one or more students as one PDF, a page each. */
export async function renderReportCards(
  ctx: SignedInContext,
  results: StudentResult[],
  sessionName: string,
) {
  const brand = await findSchoolBrand(ctx.tx, ctx.tenant);
  return renderPdf(
    brandedDocument(results.map((result) => reportCardPage(brand, result, sessionName))),
  );
}
