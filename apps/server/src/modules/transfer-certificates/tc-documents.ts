import type { TcRow } from '@shala/contracts';
import { certificateDate } from '@shala/contracts';
import {
  brandedDocument,
  particulars,
  renderPdf,
  type SchoolBrand,
} from '../../platform/pdf/index.ts';

/** The certificate's lines, in print order: the same on the HTML page and in the PDF. */
export function tcLines(row: TcRow): Array<[string, string | null]> {
  const reason =
    row.transfer_reason === 'Others'
      ? `Others: ${row.specfic_transfer_reason ?? ''}`
      : row.transfer_reason;
  return [
    ['TC No.', String(row.tc_no)],
    ['Admission No.', row.admission_no],
    ['Name of the student', row.student_name],
    ["Father's name", row.father_name],
    ["Mother's name", row.mother_name],
    ['Address', row.address],
    ['Nationality', row.nationality],
    ['Date of birth', certificateDate(row.birth_date)],
    ['Class last studied', row.class],
    ['Result of the last examination', row.exam_result_status],
    ['Qualified for promotion', row.promote_status],
    ['Date of leaving', certificateDate(row.leaving_date)],
    ['Reason for leaving', reason],
    ['Character and conduct', row.character],
    ['Remarks', row.notes],
    ['Date of issue', certificateDate(row.tc_issue_date)],
  ];
}

const title = 'Transfer Certificate';

/** The certificate as a PDF: letterhead (name, logo, colours, affiliation), lines, signatures. */
export function renderTcPdf(brand: SchoolBrand, row: TcRow): Promise<Buffer> {
  return renderPdf(
    brandedDocument({
      brand,
      title,
      content: [
        particulars(tcLines(row)),
        {
          columns: [
            { text: 'Class Teacher', alignment: 'left' },
            { text: 'Checked by', alignment: 'center' },
            { text: 'Principal', alignment: 'right' },
          ],
          margin: [0, 48, 0, 0],
        },
      ],
      footnote: 'Computer generated transfer certificate.',
    }),
  );
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The printable page: self-contained (no scripts, no outside styles), printed with Ctrl+P. */
export function renderTcHtml(brand: SchoolBrand & { logoUrl?: string | null }, row: TcRow): string {
  const color = /^#[0-9a-fA-F]{6}$/.test(brand.primaryColor) ? brand.primaryColor : '#c2410c';
  const lines = tcLines(row)
    .map(
      ([label, value]) =>
        `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value || '—')}</td></tr>`,
    )
    .join('');
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" width="64" height="64">`
    : '';
  const sub = [brand.affiliation, brand.address]
    .filter(Boolean)
    .map((text) => `<p>${escapeHtml(text!)}</p>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title} ${row.tc_no} — ${escapeHtml(brand.name)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;color:#111827;max-width:760px;margin:24px auto;padding:0 16px}
header{display:flex;gap:16px;align-items:center;border-bottom:3px solid ${color};padding-bottom:12px}
header h1{margin:0;font-size:1.5rem;color:${color}} header p{margin:2px 0;font-size:.9rem}
h2{text-align:center;letter-spacing:.05em;margin:20px 0} table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e5e7eb;vertical-align:top}
th{width:40%;font-weight:600;color:#374151}
.signatures{display:flex;justify-content:space-between;margin-top:64px}
@media print{body{margin:0}}
</style></head>
<body><header>${logo}<div><h1>${escapeHtml(brand.name)}</h1>${sub.join('')}</div></header>
<h2>${title.toUpperCase()}</h2><table>${lines}</table>
<div class="signatures"><span>Class Teacher</span><span>Checked by</span><span>Principal</span></div>
</body></html>`;
}
