import type { Content, TableCell } from 'pdfmake/interfaces';
import type { PdfDocument } from './render-pdf.ts';
import {
  brandTextColor,
  inkColor,
  letterheadImages,
  type SchoolBrand,
  schoolLetterhead,
} from './school-letterhead.ts';

/** A label: value list, two columns, for a receipt's or certificate's particulars. */
export function particulars(
  rows: readonly (readonly [string, string | number | null | undefined])[],
): Content {
  return {
    table: {
      widths: ['35%', '65%'],
      body: rows.map(([label, value]) => [
        { text: label, color: '#374151' },
        { text: value === null || value === undefined || value === '' ? '—' : String(value) },
      ]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 10],
  };
}

export interface TableColumn {
  header: string;
  /** Right-aligned (amounts, counts). */
  numeric?: boolean;
  width?: string | number;
}

/**
 * A table with a bold header row over a rule in the school's colour, black text on a light
 * grey (it prints on a black-and-white printer whatever the colour); `totals` is an optional
 * last row in bold.
 */
export function dataTable(
  brand: SchoolBrand,
  columns: readonly TableColumn[],
  rows: readonly (readonly (string | number)[])[],
  totals?: readonly (string | number)[],
): Content {
  const cell = (
    value: string | number,
    column: TableColumn | undefined,
    bold = false,
  ): TableCell => ({
    text: String(value),
    alignment: column?.numeric ? 'right' : 'left',
    bold,
  });
  const body: TableCell[][] = [
    columns.map((column) => ({
      text: column.header,
      bold: true,
      color: inkColor,
      fillColor: headerFill,
      alignment: column.numeric ? 'right' : 'left',
    })),
    ...rows.map((row) => row.map((value, index) => cell(value, columns[index]))),
  ];
  if (totals) body.push(totals.map((value, index) => cell(value, columns[index], true)));
  return {
    table: { headerRows: 1, widths: columns.map((column) => column.width ?? '*'), body },
    layout: {
      hLineWidth: (index, node) =>
        index === 1 ? 1.5 : index === 0 || index === node.table.body.length ? 0.75 : 0.5,
      vLineWidth: () => 0,
      hLineColor: (index) => (index === 1 ? brandTextColor(brand) : '#6b7280'),
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 0, 0, 10],
  };
}

/** The header row's fill: a grey light enough for black text on any printer. */
export const headerFill = '#e5e7eb';

export interface BrandedDocumentInput {
  brand: SchoolBrand;
  /** The document's title, printed under the letterhead and set as the PDF's title. */
  title: string;
  content: Content[];
  /** Small print at the foot of every page (e.g. "Computer generated receipt"). */
  footnote?: string;
}

/**
 * One or more documents of a school on A4: each starts on its own page with the letterhead and
 * its title (a class's fee slips or report cards are one PDF).
 */
export function brandedDocument(
  pages: BrandedDocumentInput | readonly BrandedDocumentInput[],
): PdfDocument {
  const list = Array.isArray(pages) ? pages : [pages as BrandedDocumentInput];
  const first = list[0];
  if (!first) throw new RangeError('a document needs at least one page');
  const content: Content[] = list.flatMap((page, index) => [
    {
      ...(schoolLetterhead(page.brand) as object),
      ...(index > 0 ? { pageBreak: 'before' } : {}),
    } as Content,
    { text: page.title, fontSize: 13, bold: true, alignment: 'center', margin: [0, 0, 0, 12] },
    ...page.content,
    ...(page.footnote
      ? [{ text: page.footnote, fontSize: 8, color: '#4b5563', margin: [0, 16, 0, 0] } as Content]
      : []),
  ]);
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    info: {
      title: `${first.title} — ${first.brand.name}`,
      author: first.brand.name,
      creator: 'Shala',
    },
    images: letterheadImages(first.brand),
    content,
    footer: (current, count) => ({
      text: `${first.brand.name} · page ${current} of ${count}`,
      fontSize: 8,
      color: '#4b5563',
      alignment: 'center',
    }),
  };
}
