import { Text } from '@mantine/core';
import { type EventRow, eventMessages } from '@shala/contracts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { EventActions } from './event-actions';

const noWrap = { whiteSpace: 'nowrap' } as const;

interface EventTableProps {
  rows: readonly EventRow[];
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onView: (row: EventRow) => void;
  /** Absent for readers: their rows offer only View. */
  onEdit?: (row: EventRow) => void;
  onDelete?: (row: EventRow) => void;
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
      render: (row) => <Text style={noWrap}>{formatDate(row.fromDate)}</Text>,
      sortValue: (row) => row.fromDate,
    },
    {
      key: 'to',
      header: 'To Date',
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
    {
      key: 'action',
      header: 'Action',
      align: 'right',
      width: 130,
      render: (row) => (
        <EventActions
          title={row.title}
          onView={() => onView(row)}
          onEdit={onEdit ? () => onEdit(row) : undefined}
          onDelete={onDelete ? () => onDelete(row) : undefined}
        />
      ),
    },
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
