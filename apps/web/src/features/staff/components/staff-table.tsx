import { Stack, Text } from '@mantine/core';
import type { StaffRow } from '@shala/contracts';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import type { PagedListProps } from '../../../ui/data-table/paged-list';
import { formatDate } from '../../../ui/format-date';
import { type StaffActor, staffRowActions } from '../lib/staff-actions';
import { StaffRowActions } from './staff-row-actions';
import { StaffStatusBadge } from './staff-status-badge';

/** A main line and a dimmed second line in one cell. */
function TwoLines({
  main,
  sub,
  strong = false,
}: {
  main: string;
  sub?: string | null;
  strong?: boolean;
}) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={strong ? 600 : undefined}>
        {main}
      </Text>
      {sub ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word', wordBreak: 'break-word' }}>
          {sub}
        </Text>
      ) : null}
    </Stack>
  );
}

interface StaffTableProps extends PagedListProps<StaffRow> {
  actor: StaffActor;
  onView: (staff: StaffRow) => void;
}

/** Staff users by name, with their role, contacts and status; more load on scroll. */
export function StaffTable({ actor, onView, ...props }: StaffTableProps) {
  const columns = useMemo<DataTableColumn<StaffRow>[]>(
    () => [
      {
        key: 'name',
        header: 'Name',
        render: (staff) => (
          <TwoLines
            main={staff.full_name}
            sub={[staff.username, staff.employee_code].filter(Boolean).join(' · ')}
            strong
          />
        ),
        sortValue: (staff) => staff.full_name,
      },
      {
        key: 'role',
        header: 'Role',
        render: (staff) => <TwoLines main={staff.role_name} sub={staff.designation_name} />,
        sortValue: (staff) => staff.role_name,
      },
      {
        key: 'contact',
        header: 'Contact',
        render: (staff) => <TwoLines main={staff.mobile ?? 'N/A'} sub={staff.email} />,
      },
      {
        key: 'joining',
        header: 'Joining Date',
        kind: 'date',
        render: (staff) => <Text size="sm">{formatDate(staff.joining_date)}</Text>,
        sortValue: (staff) => staff.joining_date,
      },
      {
        key: 'status',
        header: 'Status',
        width: 130,
        render: (staff) => <StaffStatusBadge staff={staff} />,
        sortValue: (staff) => staff.is_active,
      },
      {
        key: 'action',
        header: 'Action',
        align: 'right',
        render: (staff) => (
          <StaffRowActions staff={staff} allowed={staffRowActions(staff, actor)} onView={onView} />
        ),
      },
    ],
    [actor, onView],
  );
  return (
    <DataTable
      label="Staff users"
      columns={columns}
      rowKey={(staff) => staff.id}
      minWidth={860}
      {...props}
    />
  );
}
