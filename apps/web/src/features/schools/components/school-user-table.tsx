import { Anchor, Badge, Text } from '@mantine/core';
import type { schoolUserRowSchema } from '@shala/contracts';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import type { PagedListProps } from '../../../ui/data-table/paged-list';

type SchoolUserRow = z.infer<typeof schoolUserRowSchema>;

const orNA = (value: string | null) => value || 'N/A';

const columns: DataTableColumn<SchoolUserRow>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (user) => (
      <Text size="sm" fw={600}>
        {user.full_name}
      </Text>
    ),
    sortValue: (user) => user.full_name,
  },
  {
    key: 'username',
    header: 'User name',
    render: (user) => <Text size="sm">{user.username}</Text>,
    sortValue: (user) => user.username,
  },
  {
    key: 'email',
    header: 'E-mail',
    render: (user) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {orNA(user.email)}
      </Text>
    ),
    sortValue: (user) => user.email,
  },
  {
    key: 'mobile',
    header: 'Mobile',
    render: (user) => <Text size="sm">{orNA(user.mobile)}</Text>,
    sortValue: (user) => user.mobile,
  },
  {
    key: 'role',
    header: 'Role',
    render: (user) => <Text size="sm">{user.role_name}</Text>,
    sortValue: (user) => user.role_name,
  },
  {
    key: 'school',
    header: 'School',
    render: (user) => (
      <Anchor component={Link} to={`/school/information/${user.school_id}`} size="sm">
        {user.school_name}
      </Anchor>
    ),
    sortValue: (user) => user.school_name,
  },
  {
    key: 'active',
    header: 'Active',
    render: (user) => (
      <Badge variant="light" color={user.is_active ? 'teal' : 'gray'}>
        {user.is_active ? 'Yes' : 'No'}
      </Badge>
    ),
    sortValue: (user) => user.is_active,
  },
];

type SchoolUserTableProps = PagedListProps<SchoolUserRow>;

/** Users of every school, by school then name as the server sends them; more load on scroll. */
export function SchoolUserTable(props: SchoolUserTableProps) {
  return (
    <DataTable
      label="School users"
      columns={columns}
      rowKey={(user) => user.id}
      minWidth={900}
      {...props}
    />
  );
}
