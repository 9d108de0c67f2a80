import { Text } from '@mantine/core';
import { type MessageRow, messageMessages } from '@shala/contracts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import type { PagedListProps } from '../../../ui/data-table/paged-list';
import { formatDate } from '../../../ui/format-date';
import { MessageActions } from './message-actions';

export interface MessageTableProps extends PagedListProps<MessageRow> {
  /** Notify, edit and delete; without them (a reader) the Action column is left out. */
  actions: {
    onNotify: (row: MessageRow) => void;
    onEdit: (row: MessageRow) => void;
    onDelete: (row: MessageRow) => void;
  } | null;
}

/** The messages list (spec §2.7): Title, Message, Date, To, For, Action. */
export function MessageTable({ actions, ...props }: MessageTableProps) {
  const columns: DataTableColumn<MessageRow>[] = [
    {
      key: 'title',
      header: 'Title',
      render: (row) => <Text fw={600}>{row.notification_name}</Text>,
      width: 180,
    },
    {
      key: 'message',
      header: 'Message',
      render: (row) => (
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }} maw={360}>
          {row.message}
        </Text>
      ),
    },
    {
      key: 'date',
      header: 'Date',
      kind: 'date',
      render: (row) => <Text style={{ whiteSpace: 'nowrap' }}>{formatDate(row.current_date)}</Text>,
      sortValue: (row) => row.current_date,
    },
    {
      key: 'to',
      header: 'To',
      render: (row) => <Text fw={500}>{row.notify_label}</Text>,
      sortValue: (row) => row.notify_label,
    },
    { key: 'for', header: 'For', render: (row) => row.notification_for },
  ];
  if (actions) {
    columns.push({
      key: 'action',
      header: 'Action',
      align: 'right',
      width: 120,
      render: (row) => (
        <MessageActions
          title={row.notification_name}
          onNotify={() => actions.onNotify(row)}
          onEdit={() => actions.onEdit(row)}
          onDelete={() => actions.onDelete(row)}
        />
      ),
    });
  }
  return (
    <DataTable
      label="Messages"
      columns={columns}
      rowKey={(row) => row.id}
      emptyText={messageMessages.empty}
      minWidth={760}
      {...props}
    />
  );
}
