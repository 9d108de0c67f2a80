import { Badge, Stack, Text } from '@mantine/core';
import type { SessionRow } from '@shala/contracts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import type { PagedListProps } from '../../../ui/data-table/paged-list';
import { formatDate } from '../../../ui/format-date';
import { SessionActions, type SessionHandlers } from './session-actions';
import { type SubSession, SubSessionList } from './sub-session-list';

interface SessionTableProps extends PagedListProps<SessionRow>, SessionHandlers {
  onEditSub: (sub: SubSession) => void;
  onDeleteSub: (sub: SubSession, parent: SessionRow) => void;
}

/** The sessions table (spec §2.7): Session Name, Is Current, Sub-session, Action. */
export function SessionTable({
  rows,
  loading,
  hasMore,
  loadingMore,
  onLoadMore,
  onEditSub,
  onDeleteSub,
  ...handlers
}: SessionTableProps) {
  const columns: DataTableColumn<SessionRow>[] = [
    {
      key: 'name',
      header: 'Session Name',
      render: (row) => (
        <Stack gap={0}>
          <Text fw={700}>{row.session_name}</Text>
          <Text size="xs" c="dimmed">
            {formatDate(row.start_date)} to {formatDate(row.end_date)}
          </Text>
          <Text size="xs" c="dimmed">
            {row.student_count === 1 ? '1 student' : `${row.student_count} students`}
          </Text>
        </Stack>
      ),
      sortValue: (row) => row.start_date,
    },
    {
      key: 'current',
      header: 'Is Current',
      render: (row) =>
        row.is_current ? (
          <Badge color="teal" variant="filled">
            Yes
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            No
          </Badge>
        ),
      sortValue: (row) => row.is_current,
    },
    {
      key: 'sub',
      header: 'Sub-session',
      render: (row) => (
        <SubSessionList
          session={row}
          onEdit={onEditSub}
          onDelete={(sub) => onDeleteSub(sub, row)}
        />
      ),
    },
    {
      key: 'action',
      header: 'Action',
      align: 'right',
      width: 150,
      render: (row) => <SessionActions session={row} {...handlers} />,
    },
  ];
  return (
    <DataTable
      label="Sessions"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
      minWidth={640}
    />
  );
}
