import {
  attendanceLine,
  certificateDate,
  type GradeBand,
  percentageBasis,
  type StudentResult,
} from '@shala/contracts';
import type { Content } from 'pdfmake/interfaces';
import {
  brandedDocument,
  particulars,
  renderPdf,
  type SchoolBrand,
} from '../../platform/pdf/index.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findSchoolBrand } from '../school-profile/index.ts';
import { getGradeScale } from './grade-scale.ts';
import {
  coScholasticTable,
  gradingScaleLine,
  marksTable,
  termTable,
} from './report-card-tables.ts';

type BrandedDocumentInput = Exclude<Parameters<typeof brandedDocument>[0], readonly unknown[]>;

const heading = (text: string): Content => ({ text, bold: true, margin: [0, 2, 0, 4] });

/** The student's particulars in two columns: who, class, and parents. */
function studentParticulars(result: StudentResult, sessionName: string): Content {
  const about = result.particulars;
  return {
    columns: [
      particulars([
        ['Student Name', result.student_name],
        ['Admission No.', about.admission_no],
        ['Class - Section', about.class_section ?? result.class_name],
        ['Roll No.', result.roll_number],
      ]),
      particulars([
        ['Date of Birth', about.date_of_birth ? certificateDate(about.date_of_birth) : null],
        ["Father's Name", about.father_name],
        ["Mother's Name", about.mother_name],
        ['Session', sessionName],
      ]),
    ],
    columnGap: 16,
  };
}

/** Overall, result, attendance, and the co-scholastic grades beside them. */
function summary(brand: SchoolBrand, result: StudentResult): Content {
  const marked = result.rows.some((row) => row.obtain_marks !== null);
  const lines = particulars([
    [
      'Overall',
      marked
        ? `${result.percentage}% ${percentageBasis(result.rows)}${result.grade ? `, grade ${result.grade}` : ''}`
        : 'No paper marked yet',
    ],
    ['Result', result.outcome],
    [
      'Attendance',
      `${attendanceLine(result.attendance)}, up to ${certificateDate(result.attendance.up_to)}`,
    ],
    ['Year so far (weighted)', `${result.year_percentage}%`],
  ]);
  const co = coScholasticTable(brand, result);
  return co
    ? {
        columns: [
          { stack: [lines], width: '*' },
          { stack: [co], width: 170 },
        ],
        columnGap: 16,
      }
    : lines;
}

function remarks(result: StudentResult): Content {
  return {
    stack: [
      heading("Class Teacher's Remarks"),
      result.remarks
        ? { text: result.remarks, margin: [0, 0, 0, 4] }
        : {
            canvas: [{ type: 'line', x1: 0, y1: 14, x2: 515, y2: 14, lineWidth: 0.5 }],
          },
    ],
    margin: [0, 0, 0, 4],
  } as Content;
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
    margin: [0, 32, 0, 0],
    unbreakable: true,
  } as Content;
}

/**
 * One report card: particulars, the exam's marks with the pass-mark flag, the year's exams
 * with their weights, co-scholastic grades, attendance, result, remarks and signatures.
 */
function reportCardPage(
  brand: SchoolBrand,
  result: StudentResult,
  sessionName: string,
  bands: readonly GradeBand[],
): BrandedDocumentInput {
  const terms = termTable(brand, result);
  return {
    brand,
    title: `Report Card — ${result.exam_type_name}`,
    content: [
      studentParticulars(result, sessionName),
      heading(`Scholastic Areas — ${result.exam_type_name}`),
      marksTable(brand, result),
      ...(terms ? [heading('Marks by Term (weighted)'), terms] : []),
      summary(brand, result),
      remarks(result),
      signatures(),
    ],
    footnote: `Computer generated report card. Absent is shown as AB; percentages are of the papers marked. Grades: ${gradingScaleLine(bands)}.`,
  };
}

/** The report cards of one or more students as one PDF, a page each. */
export async function renderReportCards(
  scope: SignedInScope,
  school: Tenant,
  results: StudentResult[],
  session: { id: number; name: string },
) {
  const brand = await findSchoolBrand(scope.tx, school);
  const scale = await getGradeScale(scope);
  return renderPdf(
    brandedDocument(
      results.map((result) => reportCardPage(brand, result, session.name, scale.bands)),
    ),
  );
}
