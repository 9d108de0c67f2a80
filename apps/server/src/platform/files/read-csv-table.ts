import { parse } from 'csv-parse/sync';
import { ImportRefusal } from './import-refusal-reason.ts';
import type { TableLimits } from './table-limits.ts';

/**
 * A CSV file as rows of text, refused at the first line past the row limit or the first row
 * wider than the column limit, so a file of blank lines or commas is never held whole.
 */
export function readCsvTable(bytes: Buffer, limits: TableLimits): string[][] {
  const text = bytes.toString('utf8');
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  // Spreadsheets in many locales save "CSV" with semicolons.
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  let records = 0;
  try {
    return parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      on_record: (record: string[]) => {
        records += 1;
        if (records > limits.maxRows + 1) throw new ImportRefusal('tooManyRows');
        if (record.length > limits.maxColumns) throw new ImportRefusal('tooManyColumns');
        return record;
      },
    }) as string[][];
  } catch (error) {
    throw error instanceof ImportRefusal ? error : new ImportRefusal('unreadable');
  }
}
