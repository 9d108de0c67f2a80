import type { TcRow } from '@shala/contracts';
import type { Content } from 'pdfmake/interfaces';
import {
  brandedDocument,
  brandTextColor,
  inkColor,
  renderPdf,
  type SchoolBrand,
} from '../../platform/pdf/index.ts';
import { tcHeading, tcLines } from './tc-lines.ts';

export { tcLines } from './tc-lines.ts';

const title = 'Transfer Certificate';

const signatures = ['Class Teacher', 'Checked by (name and designation)', 'Principal'];

function numberedLines(row: TcRow): Content {
  return {
    table: {
      widths: [22, '48%', '*'],
      body: tcLines(row).map(([label, value], index) => [
        { text: `${index + 1}.`, color: inkColor },
        { text: label, color: '#374151' },
        { text: value || '—', bold: Boolean(value) },
      ]),
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0,
      hLineColor: () => '#9ca3af',
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
  };
}

/** Three signature lines; the principal's has a seat for the school's seal above it. */
function signatureBlock(): Content {
  return {
    columns: signatures.map((who, index) => ({
      stack: [
        index === 2
          ? {
              canvas: [
                {
                  type: 'ellipse',
                  x: 60,
                  y: 26,
                  r1: 26,
                  r2: 26,
                  dash: { length: 2 },
                  lineColor: '#6b7280',
                },
              ],
              margin: [0, 0, 0, 4],
            }
          : { text: '', margin: [0, 56, 0, 0] },
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 150, y2: 0, lineWidth: 0.75 }] },
        { text: who, fontSize: 9, margin: [0, 3, 0, 0] },
        ...(index === 2 ? [{ text: '(with the school seal)', fontSize: 8, color: '#4b5563' }] : []),
      ],
    })) as Content[],
    columnGap: 16,
    margin: [0, 28, 0, 0],
    unbreakable: true,
  } as Content;
}

/** The certificate as a PDF in the CBSE model TC's order, on the school's letterhead. */
export function renderTcPdf(brand: SchoolBrand, row: TcRow): Promise<Buffer> {
  return renderPdf(
    brandedDocument({
      brand,
      title,
      content: [
        {
          columns: tcHeading(row).map(([label, value]) => ({
            text: [
              { text: `${label}: `, color: '#374151' },
              { text: value, bold: true },
            ],
            width: 'auto',
          })),
          columnGap: 24,
          margin: [0, 0, 0, 10],
        },
        numberedLines(row),
        signatureBlock(),
      ],
      footnote:
        'Computer generated transfer certificate; not valid without the signatures and seal.',
    }),
  );
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The printable page: self-contained (no scripts, no outside styles), printed with Ctrl+P. */
export function renderTcHtml(brand: SchoolBrand & { logoUrl?: string | null }, row: TcRow): string {
  const color = brandTextColor(brand);
  const lines = tcLines(row)
    .map(
      ([label, value], index) =>
        `<tr><td>${index + 1}.</td><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value || '—')}</td></tr>`,
    )
    .join('');
  const heading = tcHeading(row)
    .map(([label, value]) => `<span>${escapeHtml(label)}: <b>${escapeHtml(value)}</b></span>`)
    .join('');
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" width="64" height="64">`
    : '';
  const sub = [brand.affiliation, brand.address]
    .filter(Boolean)
    .map((text) => `<p>${escapeHtml(text!)}</p>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title} ${escapeHtml(row.tc_serial)} — ${escapeHtml(brand.name)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;color:#111827;max-width:760px;margin:24px auto;padding:0 16px}
header{display:flex;gap:16px;align-items:center;border-bottom:3px solid ${color};padding-bottom:12px}
header h1{margin:0;font-size:1.5rem;color:${color}} header p{margin:2px 0;font-size:.9rem}
h2{text-align:center;letter-spacing:.05em;margin:20px 0} table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e5e7eb;vertical-align:top}
th{width:40%;font-weight:600;color:#374151}
.serial{display:flex;flex-wrap:wrap;gap:8px 24px;margin-bottom:12px}\n.signatures{display:flex;justify-content:space-between;margin-top:64px}
@media print{body{margin:0}}
</style></head>
<body><header>${logo}<div><h1>${escapeHtml(brand.name)}</h1>${sub.join('')}</div></header>
<h2>${title.toUpperCase()}</h2><p class="serial">${heading}</p><table>${lines}</table>
<div class="signatures">${signatures.map((who) => `<span>${who}</span>`).join('')}</div>
</body></html>`;
}
