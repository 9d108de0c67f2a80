import { ActionIcon, Anchor, Group, Text, Tooltip } from '@mantine/core';
import type { SchoolRow } from '@shala/contracts';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import type { PagedListProps } from '../../../ui/data-table/paged-list';
import { formatDate } from '../../../ui/format-date';
import { SchoolAddressLink } from './school-address-link';
import { SchoolStatusBadge } from './school-status-badge';

const columns: DataTableColumn<SchoolRow>[] = [
  {
    key: 'school',
    header: 'School',
    render: (school) => (
      <Anchor component={Link} to={`/school/information/${school.id}`} fw={600} size="sm">
        {school.school_name}
      </Anchor>
    ),
    sortValue: (school) => school.school_name,
  },
  {
    key: 'subdomain',
    header: 'Subdomain',
    render: (school) => <SchoolAddressLink url={school.url} nowrap />,
    sortValue: (school) => school.subdomain,
  },
  {
    key: 'users',
    header: 'Users',
    align: 'right',
    render: (school) => <Text size="sm">{school.user_count}</Text>,
    sortValue: (school) => school.user_count,
  },
  {
    key: 'status',
    header: 'Status',
    render: (school) => <SchoolStatusBadge status={school.status} />,
    sortValue: (school) => school.status,
  },
  {
    key: 'created',
    header: 'Created',
    kind: 'date',
    render: (school) => <Text size="sm">{formatDate(school.created_at)}</Text>,
    sortValue: (school) => school.created_at,
  },
  {
    key: 'action',
    header: 'Action',
    align: 'right',
    render: (school) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Tooltip label="View" withArrow>
          <ActionIcon
            component={Link}
            to={`/school/information/${school.id}`}
            variant="subtle"
            aria-label={`View ${school.school_name}`}
          >
            <IconEye size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Edit" withArrow>
          <ActionIcon
            component={Link}
            to={`/school/register/${school.id}`}
            variant="subtle"
            aria-label={`Edit ${school.school_name}`}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    ),
  },
];

type SchoolTableProps = PagedListProps<SchoolRow>;

/** The schools, newest first as the server sends them; more load on scroll. */
export function SchoolTable(props: SchoolTableProps) {
  return (
    <DataTable
      label="Schools"
      columns={columns}
      rowKey={(school) => school.id}
      minWidth={760}
      {...props}
    />
  );
}
