import { type FeeSlipVariant, formatRupees, sumPaise } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { brandedDocument, dataTable, particulars, renderPdf } from '../../platform/pdf/index.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { listClassOptions, listSectionsOfClass, resolveSession } from '../academics/index.ts';
import { findSchoolBrand } from '../school-profile/index.ts';
import { listClassStudents } from '../students/index.ts';
import { listSourceHolders } from './charge-sources.ts';
import { dueStandings } from './report-sql.ts';
import { scheduleDuesSql } from './schedule-dues.ts';
import { selectRows } from './sql-rows.ts';

const day = (value: string | null) => (value ? value.split('-').reverse().join('-') : 'N/A');

const variantSources: Record<FeeSlipVariant, string> = {
  fee: 'school_fee',
  transport: 'transport',
  hostel: 'hostel',
};
const variantTitles: Record<FeeSlipVariant, string> = {
  fee: 'Fee Slip',
  transport: 'Transport Fee Slip',
  hostel: 'Hostel Fee Slip',
};

interface SlipDue {
  student_id: number | string;
  label: string;
  due_date: string;
  balance: number | string;
  late_fee: number | string;
}

/**
 * Fee slips of a whole class as one PDF: a page per student the slip is for (the hostel's only
 * for those with a bed in the session).
 */
export async function renderFeeSlips(
  scope: SignedInScope,
  school: Tenant,
  query: {
    variant: FeeSlipVariant;
    session_id?: number;
    class_id: number;
    section_id?: number;
    as_of: string;
  },
) {
  const tenantId = scope.tenantId;
  const session = await resolveSession(scope.tx, tenantId, query.session_id);
  const enrolled = await listClassStudents(scope.tx, tenantId, {
    sessionId: session.id,
    classId: query.class_id,
    sectionId: query.section_id ?? null,
  });
  const holders = await listSourceHolders(scope.tx, tenantId, variantSources[query.variant], {
    sessionId: session.id,
    studentIds: enrolled.map((student) => student.studentId),
  });
  const students = enrolled.filter((student) => holders.has(student.studentId));
  const ids = students.map((student) => student.studentId);
  const schedule =
    query.variant === 'fee' && ids.length
      ? await scheduleDuesSql(scope.tx, tenantId, session.id, { studentIds: ids })
      : undefined;
  const dues = ids.length
    ? await selectRows<SlipDue>(
        scope.tx,
        sql`select d.student_id, d.label, d.due_date, d.balance, d.late_fee - d.late_paid - d.waived as late_fee
        from (${dueStandings(
          tenantId,
          sql`e.session_id = ${session.id} and e.source = ${variantSources[query.variant]} and e.student_id in ${ids}`,
          query.as_of,
          schedule,
        )}) d
        where d.balance > 0 order by d.due_date, d.due_key`,
      )
    : [];
  const brand = await findSchoolBrand(scope.tx, school);
  const title = variantTitles[query.variant];
  const pages = students.map((student) => {
    const mine = dues.filter((due) => Number(due.student_id) === student.studentId);
    const total = sumPaise(mine.map((due) => Number(due.balance)));
    return {
      brand,
      title,
      content: [
        particulars([
          ['Student', `${student.studentName} (${student.admissionNo})`],
          ['Roll No.', student.rollNumber],
          ['As of', day(query.as_of)],
        ]),
        dataTable(
          brand,
          [
            { header: 'Due' },
            { header: 'Last Date' },
            { header: 'Late Fee', numeric: true },
            { header: 'Amount Due', numeric: true },
          ],
          mine.map((due) => [
            due.label,
            day(due.due_date),
            formatRupees(Number(due.late_fee)),
            formatRupees(Number(due.balance)),
          ]),
          ['Total', '', '', formatRupees(total)],
        ),
      ],
      footnote: 'Please pay at the school counter or online before the last date.',
    };
  });
  const bytes = await renderPdf(
    brandedDocument(pages.length ? pages : [{ brand, title, content: [{ text: 'No students.' }] }]),
  );
  const place = await describeClassPlace(scope, session.id, query);
  return { bytes, fileName: `${query.variant}-slips-${place}.pdf` };
}

/** "Class 10 - A" for a file name: the names the school gave, never the row ids. */
async function describeClassPlace(
  scope: SignedInScope,
  sessionId: number,
  query: { class_id: number; section_id?: number },
) {
  const classes = await listClassOptions(scope.tx, scope.tenantId);
  const className = classes.find((one) => one.value === query.class_id)?.label ?? 'class';
  if (!query.section_id) return className;
  const sections = await listSectionsOfClass(scope.tx, scope.tenantId, query.class_id, sessionId);
  const section = sections.find((one) => one.id === query.section_id);
  return section ? `${className}-${section.section_name}` : className;
}
