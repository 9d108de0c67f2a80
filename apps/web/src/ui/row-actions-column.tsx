import type { DataTableColumn } from './data-table/data-table';
import { RowActions } from './row-actions';

/** What a table's rows offer; each button shows only with its handler. */
export interface RowHandlers<Row> {
  onView?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
}

/** The Action column (spec §2.7): View, Edit and Delete of a row, named by `nameOf(row)`. */
export function rowActionsColumn<Row>(
  nameOf: (row: Row) => string,
  { onView, onEdit, onDelete }: RowHandlers<Row>,
): DataTableColumn<Row> {
  return {
    key: 'action',
    header: 'Action',
    align: 'right',
    width: 130,
    render: (row) => (
      <RowActions
        name={nameOf(row)}
        onView={onView ? () => onView(row) : undefined}
        onEdit={onEdit ? () => onEdit(row) : undefined}
        onDelete={onDelete ? () => onDelete(row) : undefined}
      />
    ),
  };
}
