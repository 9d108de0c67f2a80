import { cellOf } from './table-cells';
import type { TableCell } from './table-csv';

/** The key of the row-actions column (spec §2.7), left out of print and export. */
export const actionColumnKey = 'action';

const exported = `:not([data-column="${actionColumnKey}"])`;

/** The headers and data rows of a rendered table as the user sees them, in the shown order. */
export function readTable(table: HTMLTableElement): {
  headers: string[];
  rows: TableCell[][];
} {
  const headers = [...table.querySelectorAll<HTMLElement>(`thead th${exported}`)].map((cell) =>
    String(cellOf(cell.innerText)),
  );
  const rows = [...table.querySelectorAll('tbody tr:not([aria-hidden])')].map((row) =>
    [...row.querySelectorAll<HTMLElement>(`td${exported}`)].map((cell) => cellOf(cell.innerText)),
  );
  return { headers, rows };
}
