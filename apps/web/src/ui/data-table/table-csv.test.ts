import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellOf } from './table-cells';
import { buildCsv } from './table-csv';

/** Reads CSV back as RFC 4180 says: the inverse of `buildCsv` for the tests. */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i]!;
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && csv[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

describe('buildCsv', () => {
  it('starts with a BOM, ends lines with CRLF and quotes only what needs it', () => {
    const csv = buildCsv(
      ['Name', 'Class'],
      [
        ['Asha "Ashu" Rao', 'V, A'],
        ['Ravi', 7],
      ],
    );
    expect(csv).toBe('\uFEFFName,Class\r\n"Asha ""Ashu"" Rao","V, A"\r\nRavi,7\r\n');
  });

  it('writes amounts of a money column as plain numbers and dates as DD-MM-YYYY', () => {
    const row = [
      cellOf('₹1,23,456.50', 'money'),
      cellOf('-₹500.00', 'money'),
      cellOf('05-04-2026', 'date'),
    ];
    expect(buildCsv(['Paid', 'Refund', 'Date'], [row])).toBe(
      '\uFEFFPaid,Refund,Date\r\n123456.5,-500,05-04-2026\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(buildCsv(['A'], [['=1+2'], ['@SUM(A1)'], [-3]])).toBe(
      "\uFEFFA\r\n'=1+2\r\n'@SUM(A1)\r\n-3\r\n",
    );
  });

  it('reads back to the same cells, whatever they hold', () => {
    const text = fc.string({ unit: 'grapheme' }).filter((cell) => !/^[=+\-@\t\r]/.test(cell));
    fc.assert(
      fc.property(
        fc.array(fc.array(text, { minLength: 2, maxLength: 2 }), { maxLength: 5 }),
        (rows) => {
          const csv = buildCsv(['a', 'b'], rows);
          expect(parseCsv(csv.slice(1))).toEqual([['a', 'b'], ...rows]);
        },
      ),
    );
  });
});
