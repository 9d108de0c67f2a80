import { Text } from '@mantine/core';
import { type EventRow, eventMessages } from '@shala/contracts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import type { PagedListProps } from '../../../ui/data-table/paged-list';
import { formatDate } from '../../../ui/format-date';
import { type RowHandlers, rowActionsColumn } from '../../../ui/row-actions-column';

const noWrap = { whiteSpace: 'nowrap' } as const;

/** Edit and delete are absent for readers: their rows offer only View. */
interface EventTableProps extends PagedListProps<EventRow>, RowHandlers<EventRow> {
  onView: (row: EventRow) => void;
}

/** The events list (§2.7): Title, From Date, To Date, Description, Action. */
export function EventTable({ onView, onEdit, onDelete, ...props }: EventTableProps) {
  const columns: DataTableColumn<EventRow>[] = [
    {
      key: 'title',
      header: 'Title',
      render: (row) => <Text fw={600}>{row.title}</Text>,
      sortValue: (row) => row.title,
    },
    {
      key: 'from',
      header: 'From Date',
      kind: 'date',
      render: (row) => <Text style={noWrap}>{formatDate(row.fromDate)}</Text>,
      sortValue: (row) => row.fromDate,
    },
    {
      key: 'to',
      header: 'To Date',
      kind: 'date',
      render: (row) => <Text style={noWrap}>{formatDate(row.toDate)}</Text>,
      sortValue: (row) => row.toDate,
    },
    {
      key: 'description',
      header: 'Description',
      render: (row) => (
        <Text size="sm" lineClamp={2} maw={420}>
          {row.description}
        </Text>
      ),
    },
    rowActionsColumn((row) => `event ${row.title}`, { onView, onEdit, onDelete }),
  ];
  return (
    <DataTable
      label="Events"
      columns={columns}
      rowKey={(row) => row.id}
      emptyText={eventMessages.empty}
      minWidth={720}
      {...props}
    />
  );
}
