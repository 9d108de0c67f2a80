import { type ColumnKind, cellOf } from './table-cells';
import type { TableCell } from './table-csv';

/** The key of the row-actions column (spec §2.7), left out of print and export. */
export const actionColumnKey = 'action';

const exported = `:not([data-column="${actionColumnKey}"])`;

function kindOf(value: string | undefined): ColumnKind | undefined {
  return value === 'money' || value === 'date' ? value : undefined;
}

/** The headers, column kinds and data rows of a rendered table as the user sees them, in the shown order. */
export function readTable(table: HTMLTableElement): {
  headers: string[];
  kinds: (ColumnKind | undefined)[];
  rows: TableCell[][];
} {
  const headerCells = [...table.querySelectorAll<HTMLElement>(`thead th${exported}`)];
  const headers = headerCells.map((cell) => String(cellOf(cell.innerText)));
  const kinds = headerCells.map((cell) => kindOf(cell.dataset.kind));
  const rows = [...table.querySelectorAll('tbody tr:not([aria-hidden])')].map((row) =>
    [...row.querySelectorAll<HTMLElement>(`td${exported}`)].map((cell, index) =>
      cellOf(cell.innerText, kinds[index]),
    ),
  );
  return { headers, kinds, rows };
}
