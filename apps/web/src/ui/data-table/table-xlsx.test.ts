import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildXlsx } from './table-xlsx';

describe('buildXlsx', () => {
  it('writes one sheet with text as inline strings and numbers as numbers', () => {
    const files = unzipSync(buildXlsx('Students', ['Name', 'Roll No.'], [['A & <B>', 3]]));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">A &amp; &lt;B&gt;</t></is></c>',
    );
    expect(sheet).toContain('<c r="B2"><v>3</v></c>');
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="Students"');
  });
});
