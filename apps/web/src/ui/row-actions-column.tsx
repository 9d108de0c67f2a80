import type { DataTableColumn } from './data-table/data-table';
import { RowActions } from './row-actions';

/** What a table's rows offer; each button shows only with its handler. */
export interface RowHandlers<Row> {
  onView?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  /** Why a row cannot be deleted (its delete button is then disabled), or null. */
  deleteBlockedOf?: (row: Row) => string | null;
}

/** The Action column (spec §2.7): View, Edit and Delete of a row, named by `nameOf(row)`. */
export function rowActionsColumn<Row>(
  nameOf: (row: Row) => string,
  { onView, onEdit, onDelete, deleteBlockedOf }: RowHandlers<Row>,
  width = 130,
): DataTableColumn<Row> {
  return {
    key: 'action',
    header: 'Action',
    align: 'right',
    width,
    render: (row) => (
      <RowActions
        name={nameOf(row)}
        onView={onView ? () => onView(row) : undefined}
        onEdit={onEdit ? () => onEdit(row) : undefined}
        onDelete={onDelete ? () => onDelete(row) : undefined}
        deleteBlocked={deleteBlockedOf?.(row) ?? null}
      />
    ),
  };
}
