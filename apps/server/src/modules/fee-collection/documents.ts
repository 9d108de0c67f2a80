import {
  type FeeSlipVariant,
  formatRupees,
  paymentModeLabels,
  rupeesToPaise,
  sumPaise,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/http/context.ts';
import { brandedDocument, dataTable, particulars, renderPdf } from '../../platform/pdf/index.ts';
import { resolveSession } from '../academics/index.ts';
import { findSchoolBrand } from '../school-profile/index.ts';
import { listClassStudents } from '../students/index.ts';
import { getReceipt } from './receipts.ts';
import { dueStandings } from './report-sql.ts';
import { scheduleDuesSql } from './schedule-dues.ts';
import { selectRows } from './sql-rows.ts';

const rupees = (value: number) => formatRupees(rupeesToPaise(value));
const day = (value: string | null) => (value ? value.split('-').reverse().join('-') : 'N/A');

/** A receipt as a PDF on the school's letterhead (§3 fields). */
export async function renderReceiptPdf(ctx: SignedInContext, paymentId: number) {
  const receipt = await getReceipt(ctx, paymentId);
  const brand = await findSchoolBrand(ctx.tx, ctx.tenant);
  const klass = [receipt.class_name, receipt.section_name].filter(Boolean).join(' - ');
  const bytes = await renderPdf(
    brandedDocument({
      brand,
      title: `Fee Receipt No. ${receipt.receipt_no}${receipt.cancelled ? ' (CANCELLED)' : ''}`,
      content: [
        particulars([
          ['Student', `${receipt.student_name} (${receipt.admission_no})`],
          ['Class', klass],
          ['Date of Admission', day(receipt.date_of_admission)],
          ['Payment Date', day(receipt.payment_date)],
          ['Payment Type', receipt.payment_type],
          ['Mode of Payment', paymentModeLabels[receipt.payment_mode]],
          ...(receipt.cheque_dd_no
            ? ([
                ['Cheque / DD No.', receipt.cheque_dd_no],
                ['Cheque / DD Date', day(receipt.cheque_date)],
                ['Bank Detail', receipt.bank_details],
              ] as const)
            : []),
          ...(receipt.provider_payment_id
            ? ([['Gateway Reference', receipt.provider_payment_id]] as const)
            : []),
          ['Paid For', receipt.paid_for],
          ['Purpose', receipt.purpose],
        ]),
        dataTable(
          brand,
          [
            { header: 'Due' },
            { header: 'Amount', numeric: true },
            { header: 'Late Fee', numeric: true },
          ],
          receipt.lines.map((line) => [line.label, rupees(line.amount), rupees(line.late_fee)]),
        ),
        particulars([
          ['Total Amount', rupees(receipt.total_amount)],
          [
            'Concession',
            receipt.concession_amount
              ? `${receipt.concession_name}: ${rupees(receipt.concession_amount)}`
              : rupees(0),
          ],
          [
            'Late Fee',
            receipt.waive_late_fee
              ? `Waived (${rupees(receipt.waived_amount)}: ${receipt.fee_waiver_description})`
              : rupees(receipt.late_fee),
          ],
          ['Paid Amount', rupees(receipt.paid_amount)],
          ...(receipt.cancelled ? ([['Cancelled', receipt.cancel_reason]] as const) : []),
        ]),
      ],
      footnote: 'Computer generated receipt; no signature is needed.',
    }),
  );
  return { bytes, fileName: `receipt-${receipt.receipt_no}.pdf` };
}

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

/** Fee slips of a whole class (one page per student with dues left) as one PDF. */
export async function renderFeeSlips(
  ctx: SignedInContext,
  query: {
    variant: FeeSlipVariant;
    session_id?: number;
    class_id: number;
    section_id?: number;
    as_of: string;
  },
) {
  const tenantId = ctx.tenant.id;
  const session = await resolveSession(ctx.tx, tenantId, query.session_id);
  const students = await listClassStudents(ctx.tx, tenantId, {
    sessionId: session.id,
    classId: query.class_id,
    sectionId: query.section_id ?? null,
  });
  const ids = students.map((student) => student.studentId);
  const schedule =
    query.variant === 'fee' && ids.length
      ? await scheduleDuesSql(ctx.tx, tenantId, session.id, { studentIds: ids })
      : undefined;
  const dues = ids.length
    ? await selectRows<SlipDue>(
        ctx.tx,
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
  const brand = await findSchoolBrand(ctx.tx, ctx.tenant);
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
  return { bytes, fileName: `${query.variant}-slips-class-${query.class_id}.pdf` };
}
