import {
  amountInWords,
  type ChargeSource,
  formatRupees,
  paymentModeLabels,
  type Receipt,
  rupeesToPaise,
} from '@shala/contracts';
import type { Content } from 'pdfmake/interfaces';
import {
  brandedDocument,
  dataTable,
  inkColor,
  particulars,
  renderPdf,
  type SchoolBrand,
} from '../../platform/pdf/index.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findSchoolBrand } from '../school-profile/index.ts';
import { getReceipt } from './receipts.ts';

const rupees = (value: number) => formatRupees(rupeesToPaise(value));
const day = (value: string | null) => (value ? value.split('-').reverse().join('-') : '—');

const titles: Record<ChargeSource, string> = {
  school_fee: 'Fee Receipt',
  hostel: 'Hostel Fee Receipt',
  transport: 'Transport Fee Receipt',
  library: 'Library Fine Receipt',
  other: 'Fee Receipt',
};

/** One kind of receipt names its ledger; a receipt of several is a fee receipt. */
function receiptTitle(receipt: Receipt): string {
  const [only, ...more] = receipt.sources;
  const title = only && more.length === 0 ? titles[only] : titles.school_fee;
  return `${title}${receipt.cancelled ? ' (CANCELLED)' : ''}`;
}

/** How it was paid, with the instrument or the gateway's reference when there is one. */
export function describePaymentMode(receipt: Receipt): string {
  const mode = paymentModeLabels[receipt.payment_mode];
  if (receipt.payment_mode === 'online') {
    const provider = receipt.provider ?? '';
    const gateway = provider ? ` (${provider[0]?.toUpperCase()}${provider.slice(1)})` : '';
    const reference = receipt.provider_payment_id
      ? `, reference ${receipt.provider_payment_id}`
      : '';
    return `${mode}${gateway}${reference}`;
  }
  if (!receipt.cheque_dd_no) return mode;
  const bank = receipt.bank_details ? `, ${receipt.bank_details}` : '';
  return `${mode} No. ${receipt.cheque_dd_no} dated ${day(receipt.cheque_date)}${bank}`;
}

function parentRow(receipt: Receipt): [string, string | null] {
  if (receipt.father_name || !receipt.mother_name) return ["Father's Name", receipt.father_name];
  return ["Mother's Name", receipt.mother_name];
}

function linesTable(brand: SchoolBrand, receipt: Receipt): Content {
  const siblings = new Set(receipt.lines.map((line) => line.student_name)).size > 1;
  const rows = receipt.lines.map((line, index) => [
    index + 1,
    siblings ? `${line.label} (${line.student_name})` : line.label,
    rupees(line.amount + line.concession),
    line.concession ? `− ${rupees(line.concession)}` : '—',
    line.waived && !line.late_fee ? 'Waived' : rupees(line.late_fee),
    rupees(line.amount + line.late_fee),
  ]);
  return dataTable(
    brand,
    [
      { header: 'S. No.', width: 34 },
      { header: 'Particulars (month / instalment)' },
      { header: 'Fee', numeric: true, width: 70 },
      { header: 'Concession', numeric: true, width: 70 },
      { header: 'Late Fee', numeric: true, width: 62 },
      { header: 'Amount Paid', numeric: true, width: 72 },
    ],
    rows,
    ['', 'Total', '', '', '', rupees(receipt.paid_amount)],
  );
}

function adjustmentRows(receipt: Receipt): [string, string][] {
  const rows: [string, string][] = [];
  if (receipt.concession_amount)
    rows.push([
      'Concession',
      `${receipt.concession_name ?? 'Concession'}: ${rupees(receipt.concession_amount)}`,
    ]);
  if (receipt.waive_late_fee)
    rows.push([
      'Late Fee',
      `Waived ${rupees(receipt.waived_amount)}${receipt.fee_waiver_description ? ` (${receipt.fee_waiver_description})` : ''}`,
    ]);
  return rows;
}

/** The receipt's body: particulars, the lines, the amount in words, the mode and who took it. */
export function receiptContent(brand: SchoolBrand, receipt: Receipt): Content[] {
  const klass = [receipt.class_name, receipt.section_name].filter(Boolean).join(' - ');
  return [
    {
      columns: [
        { text: `Receipt No.: ${receipt.receipt_no}`, bold: true },
        { text: `Date: ${day(receipt.payment_date)}`, bold: true, alignment: 'right' },
      ],
      margin: [0, 0, 0, 8],
    },
    particulars([
      ['Student', receipt.student_name],
      ['Admission No.', receipt.admission_no],
      ['Class - Section', klass],
      ['Roll No.', receipt.roll_number],
      parentRow(receipt),
    ]),
    linesTable(brand, receipt),
    {
      text: `Amount received in words: ${amountInWords(rupeesToPaise(receipt.paid_amount))}`,
      bold: true,
      color: inkColor,
      margin: [0, 0, 0, 10],
    },
    particulars([
      ...adjustmentRows(receipt),
      ['Mode of Payment', describePaymentMode(receipt)],
      ...(receipt.purpose ? ([['Purpose', receipt.purpose]] as [string, string][]) : []),
      ['Received By', receipt.received_by ?? (receipt.payment_mode === 'online' ? 'Online' : null)],
      ...(receipt.cancelled ? ([['Cancelled', receipt.cancel_reason]] as [string, string][]) : []),
    ]),
  ];
}

/** A receipt (school fee, hostel, transport or library fine) as a PDF on the letterhead. */
export async function renderReceiptPdf(scope: SignedInScope, school: Tenant, paymentId: number) {
  const receipt = await getReceipt(scope, paymentId);
  const brand = await findSchoolBrand(scope.tx, school);
  const bytes = await renderPdf(
    brandedDocument({
      brand,
      title: receiptTitle(receipt),
      content: receiptContent(brand, receipt),
      footnote: 'Computer generated receipt; no signature is needed.',
    }),
  );
  return { bytes, fileName: `receipt-${receipt.receipt_no}.pdf` };
}
