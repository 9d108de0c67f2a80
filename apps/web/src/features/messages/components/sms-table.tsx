import { Badge, Text } from '@mantine/core';
import type { SmsUsage } from '@shala/contracts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import type { PagedListProps } from '../../../ui/data-table/paged-list';
import { formatTime } from '../lib/format-time';

type SmsSend = SmsUsage['list'][number];

const statusColors: Record<SmsSend['status'], string> = {
  sent: 'teal',
  failed: 'red',
  pending: 'yellow',
  skipped: 'gray',
};

type SmsTableProps = PagedListProps<SmsSend>;

/** The latest SMS sends: message, recipient, mobile, status and when. */
export function SmsTable(props: SmsTableProps) {
  const columns: DataTableColumn<SmsSend>[] = [
    {
      key: 'message',
      header: 'Message',
      render: (row) => <Text fw={600}>{row.message_title}</Text>,
    },
    { key: 'recipient', header: 'Recipient', render: (row) => row.recipient },
    { key: 'mobile', header: 'Mobile', render: (row) => row.mobile ?? 'N/A' },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (
        <Badge variant="light" color={statusColors[row.status]} radius="sm" title={row.error ?? ''}>
          {row.status}
        </Badge>
      ),
    },
    {
      key: 'time',
      header: 'Time',
      render: (row) => <Text style={{ whiteSpace: 'nowrap' }}>{formatTime(row.time)}</Text>,
    },
    {
      key: 'error',
      header: 'Error',
      render: (row) => (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {row.error ?? ''}
        </Text>
      ),
    },
  ];
  return (
    <DataTable
      label="SMS sends"
      columns={columns}
      rowKey={(row) => row.id}
      minWidth={720}
      {...props}
    />
  );
}
