import { formatRupees } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../../test/helpers/pdf-text.ts';
import {
  brandedDocument,
  brandTextColor,
  dataTable,
  inkColor,
  particulars,
  renderPdf,
  textOnBrandColor,
} from './index.ts';

const brand = {
  name: 'Greenwood High School',
  primaryColor: '#1d4ed8',
  affiliation: 'Affiliated to CBSE, code 1234567',
};

describe('renderPdf', () => {
  it('renders a branded document whose text can be selected, rupee sign included', async () => {
    const bytes = await renderPdf(
      brandedDocument({
        brand,
        title: 'Fee Receipt',
        content: [
          particulars([
            ['Receipt No', 'GW/2026-27/0001'],
            ['Student', 'Asha Rao'],
          ]),
          dataTable(
            brand,
            [{ header: 'Fee' }, { header: 'Amount', numeric: true }],
            [['Tuition', formatRupees(1_250_00)]],
            ['Total', formatRupees(1_250_00)],
          ),
        ],
        footnote: 'Computer generated receipt',
      }),
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await readPdfText(bytes);
    for (const expected of [
      'Greenwood High School',
      'Affiliated to CBSE, code 1234567',
      'Fee Receipt',
      'GW/2026-27/0001',
      'Asha Rao',
      '₹1,250.00',
      'GH',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('puts each document of a batch on its own page', async () => {
    const bytes = await renderPdf(
      brandedDocument([
        { brand, title: 'Fee Slip', content: [{ text: 'First student' }] },
        { brand, title: 'Fee Slip', content: [{ text: 'Second student' }] },
      ]),
    );
    const pages = (await readPdfText(bytes)).split('\n');
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('Second student');
  });

  it('draws the logo instead of the initials, embedded once however many pages', async () => {
    // A 1 × 1 PNG with alpha: PDFKit embeds it as an image and its transparency mask.
    const logo = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const images = (pdf: Buffer) => pdf.toString('latin1').split('/Subtype /Image').length - 1;
    const page = { brand: { ...brand, logo }, title: 'Fee Slip', content: [{ text: 'A' }] };
    const one = await renderPdf(brandedDocument(page));
    const three = await renderPdf(brandedDocument([page, page, page]));
    expect(images(one)).toBeGreaterThan(0);
    expect(images(three)).toBe(images(one));
    expect(await readPdfText(one)).not.toContain('GH');
  });
});

describe('colours that print on a black-and-white printer', () => {
  it('keeps a dark school colour for text and darkens a pastel one', () => {
    expect(brandTextColor({ name: 'A', primaryColor: '#1d4ed8' })).toBe('#1d4ed8');
    expect(brandTextColor({ name: 'A', primaryColor: '#efa48d' })).toBe(inkColor);
    expect(textOnBrandColor({ name: 'A', primaryColor: '#efa48d' })).toBe(inkColor);
    expect(textOnBrandColor({ name: 'A', primaryColor: '#1d4ed8' })).toBe('#ffffff');
  });
});
