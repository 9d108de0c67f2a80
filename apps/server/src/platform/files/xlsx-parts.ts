import { posix } from 'node:path';
import { ImportRefusal } from './import-refusal-reason.ts';
import { readAttribute, readTextAfter, scanTags } from './xml-scan.ts';

/** Reads a part of the package as text, or undefined when the archive has no such entry. */
export type ReadPart = (path: string) => string | undefined;

export interface WorkbookParts {
  sheetPath: string;
  sharedStringsPath: string | undefined;
  stylesPath: string | undefined;
  date1904: boolean;
}

interface Relationship {
  type: string;
  id: string;
  path: string;
}

/** The relationships of a part (its `_rels/<name>.rels`), targets resolved to entry paths. */
function readRelationships(read: ReadPart, part: string): Relationship[] {
  const folder = posix.dirname(part);
  const xml = read(posix.join(folder, '_rels', `${posix.basename(part)}.rels`)) ?? '';
  const found: Relationship[] = [];
  for (const tag of scanTags(xml)) {
    if (tag.name !== 'Relationship' || tag.closing) continue;
    const target = readAttribute(tag.attributes, 'Target') ?? '';
    found.push({
      type: readAttribute(tag.attributes, 'Type') ?? '',
      id: readAttribute(tag.attributes, 'Id') ?? '',
      path: target.startsWith('/') ? target.slice(1) : posix.join(folder, target),
    });
  }
  return found;
}

const ofType = (relationships: Relationship[], type: string) =>
  relationships.find((relationship) => relationship.type.endsWith(`/${type}`))?.path;

/** The workbook's first sheet (its first tab), its shared strings and styles. */
export function locateWorkbookParts(read: ReadPart): WorkbookParts {
  const workbookPath = ofType(readRelationships(read, ''), 'officeDocument') ?? 'xl/workbook.xml';
  const workbook = read(workbookPath);
  if (workbook === undefined) throw new ImportRefusal('unreadable');
  const relationships = readRelationships(read, workbookPath);
  let sheetPath: string | undefined;
  let date1904 = false;
  for (const tag of scanTags(workbook)) {
    if (tag.name === 'workbookPr')
      date1904 = ['1', 'true'].includes(readAttribute(tag.attributes, 'date1904') ?? '');
    if (tag.name === 'sheet' && !tag.closing) {
      const id = readAttribute(tag.attributes, 'id');
      sheetPath = relationships.find((relationship) => relationship.id === id)?.path;
      break;
    }
  }
  if (!sheetPath) throw new ImportRefusal('unreadable');
  return {
    sheetPath,
    sharedStringsPath: ofType(relationships, 'sharedStrings'),
    stylesPath: ofType(relationships, 'styles'),
    date1904,
  };
}

/** The shared strings table; phonetic runs (`rPh`) are not part of the text. */
export function readSharedStrings(xml: string, maxStrings: number): string[] {
  const strings: string[] = [];
  let text = '';
  let phonetic = false;
  for (const tag of scanTags(xml)) {
    if (tag.name === 'rPh' && !tag.selfClosing) phonetic = !tag.closing;
    else if (tag.name === 't' && !tag.closing && !phonetic) text += readTextAfter(xml, tag);
    else if (tag.name === 'si' && (tag.closing || tag.selfClosing)) {
      strings.push(text);
      text = '';
      if (strings.length > maxStrings) throw new ImportRefusal('tooManyCells');
    }
  }
  return strings;
}

/** Built-in number formats that show a date (14-17, 22, and the East Asian 27-36, 50-58). */
const builtInDateFormats = new Set([14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]);
for (let id = 50; id <= 58; id += 1) builtInDateFormats.add(id);

/** A custom format shows a date when it has a day or year outside quotes and brackets. */
const isDateCode = (code: string) => /[dy]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''));

/** The indices of the cell styles (`cellXfs`) whose number format is a date. */
export function readDateStyles(xml: string): Set<number> {
  const customDates = new Set<number>();
  const dateStyles = new Set<number>();
  let inCellStyles = false;
  let index = 0;
  for (const tag of scanTags(xml)) {
    if (tag.name === 'numFmt' && !tag.closing) {
      if (isDateCode(readAttribute(tag.attributes, 'formatCode') ?? ''))
        customDates.add(Number(readAttribute(tag.attributes, 'numFmtId')));
    } else if (tag.name === 'cellXfs') {
      inCellStyles = !tag.closing && !tag.selfClosing;
      if (tag.closing) break;
    } else if (tag.name === 'xf' && !tag.closing && inCellStyles) {
      const format = Number(readAttribute(tag.attributes, 'numFmtId') ?? 0);
      if (builtInDateFormats.has(format) || customDates.has(format)) dateStyles.add(index);
      index += 1;
    }
  }
  return dateStyles;
}
