import { crc32, deflateRawSync } from 'node:zlib';
import { importMaxBytes, importMessages } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import { readImportFile } from './read-import-file.ts';

/** A ZIP archive of deflated entries, written by hand so a test can build any .xlsx. */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const packed = deflateRawSync(data, { level: 9 });
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    directory.push(entry, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length / 2, 8);
  end.writeUInt16LE(directory.length / 2, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

/** An .xlsx whose one sheet has a header "name" and `count` rows of one tiny inline cell. */
function sheetOfRows(count: number): Buffer {
  const rows = ['<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c></row>'];
  for (let n = 0; n < count; n += 1)
    rows.push(`<row r="${n + 2}"><c r="A${n + 2}" t="inlineStr"><is><t>x</t></is></c></row>`);
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zip({
    '[Content_Types].xml': `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0"?><worksheet xmlns="${main}"><sheetData>${rows.join('')}</sheetData></worksheet>`,
  });
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => error.message,
  );

describe('reading an .xlsx upload', () => {
  it('reads a small hand-made sheet', async () => {
    const file = await readImportFile(sheetOfRows(3), ['name']);
    expect(file.rows).toEqual([
      { row: 2, cells: { name: 'x' } },
      { row: 3, cells: { name: 'x' } },
      { row: 4, cells: { name: 'x' } },
    ]);
  });

  it('refuses a file within the upload limit that unpacks to a million rows, quickly and without unpacking it whole', async () => {
    const bomb = sheetOfRows(1_000_000);
    expect(bomb.length).toBeLessThan(importMaxBytes);
    const heapBefore = process.memoryUsage().rss;
    const started = performance.now();
    expect(await refusal(readImportFile(bomb, ['name']))).toBe(importMessages.tooLargeUnpacked);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(process.memoryUsage().rss - heapBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('stops reading at the row after the limit', async () => {
    const started = performance.now();
    expect(await refusal(readImportFile(sheetOfRows(20_000), ['name']))).toBe(
      importMessages.tooManyRows,
    );
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});
