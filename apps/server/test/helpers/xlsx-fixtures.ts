import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** One entry of a hand-written ZIP archive; what it claims may differ from what it holds. */
export interface ZipPart {
  name: string;
  text?: string;
  /** Deflated bytes to store as they are (for entries too big to hold as text). */
  packed?: Buffer;
  /** The uncompressed size the headers claim, instead of the real one. */
  claimedSize?: number;
  /** Written as a local entry only, left out of the central directory. */
  hidden?: boolean;
}

/** A ZIP archive of deflated entries, written by hand so a test can build any .xlsx. */
export function zipArchive(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  let listed = 0;
  for (const part of parts) {
    const data = Buffer.from(part.text ?? '');
    const packed = part.packed ?? deflateRawSync(data);
    const size = part.claimedSize ?? data.length;
    const crc = part.packed ? 0 : crc32(data);
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    if (!part.hidden) {
      const entry = Buffer.alloc(46);
      entry.writeUInt32LE(0x02014b50, 0);
      entry.writeUInt16LE(20, 4);
      entry.writeUInt16LE(20, 6);
      entry.writeUInt16LE(8, 10);
      entry.writeUInt32LE(crc, 16);
      entry.writeUInt32LE(packed.length, 20);
      entry.writeUInt32LE(size, 24);
      entry.writeUInt16LE(name.length, 28);
      entry.writeUInt32LE(offset, 42);
      directory.push(entry, name);
      listed += 1;
    }
    offset += local.length + name.length + packed.length;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const pkg = 'http://schemas.openxmlformats.org/package/2006';
export const sheetPath = 'xl/worksheets/sheet1.xml';

/** A worksheet's XML around the given `<sheetData>` content. */
export const worksheetXml = (sheetData: string, before = '') =>
  `<?xml version="1.0"?><worksheet xmlns="${main}">${before}<sheetData>${sheetData}</sheetData></worksheet>`;

/** The parts of a one-sheet .xlsx (no shared strings, no styles) with the given sheet part. */
export function xlsxParts(sheet: Omit<ZipPart, 'name'>): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      text: `<?xml version="1.0"?><Types xmlns="${pkg}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/${sheetPath}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      text: `<?xml version="1.0"?><Relationships xmlns="${pkg}/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      text: `<?xml version="1.0"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      text: `<?xml version="1.0"?><Relationships xmlns="${pkg}/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    { name: sheetPath, ...sheet },
  ];
}

/** An .xlsx of one sheet with the given `<sheetData>` content. */
export const xlsxOfSheetData = (sheetData: string) =>
  zipArchive(xlsxParts({ text: worksheetXml(sheetData) }));

/** A column's letters: 1 is A, 27 is AA. */
export function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A row of inline-string cells, from column A. */
export function inlineRow(row: number, cells: readonly string[]): string {
  const xml = cells.map(
    (text, index) =>
      `<c r="${columnName(index + 1)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`,
  );
  return `<row r="${row}">${xml.join('')}</row>`;
}

/**
 * The deflated bytes of a worksheet of `megabytes` MB of XML, deflated as a stream so that the
 * XML is never held whole (250 MB pack into well under a megabyte).
 */
export async function deflatedHugeSheet(megabytes: number): Promise<Buffer> {
  const chunk = Buffer.from('<row><c><v>1</v></c></row>'.repeat(Math.ceil(1_048_576 / 26)));
  function* chunks() {
    yield Buffer.from(`<?xml version="1.0"?><worksheet xmlns="${main}"><sheetData>`);
    for (let n = 0; n < megabytes; n += 1) yield chunk;
    yield Buffer.from('</sheetData></worksheet>');
  }
  return buffer(Readable.from(chunks()).pipe(createDeflateRaw({ level: 9 })));
}
