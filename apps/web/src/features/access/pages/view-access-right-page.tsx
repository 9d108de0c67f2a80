import { Button, Stack, Text } from '@mantine/core';
import type { RoleAccess } from '@shala/contracts';
import { IconPencil, IconShieldLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { PageHeader } from '../../../ui/page-header';
import { useAccessRightsQuery } from '../api/list-access-rights';
import { buildAccessGroups } from '../components/access-tree';
import { RolePages } from '../components/role-pages';

/** /view_access_right: every role with the pages it may open. */
export function ViewAccessRightPage() {
  const roles = useAccessRightsQuery();
  const { canOpen, builtUrls } = useNavigation();
  const groups = useMemo(() => buildAccessGroups(builtUrls), [builtUrls]);
  const canEdit = canOpen('/set_access_right');

  const columns: DataTableColumn<RoleAccess>[] = [
    {
      key: 'role',
      header: 'Role',
      render: (role) => <Text fw={600}>{role.role_name}</Text>,
      sortValue: (role) => role.role_name,
      width: 190,
    },
    {
      key: 'count',
      header: 'Pages',
      render: (role) =>
        role.editable ? (
          <Text size="sm">
            {role.module_ids.length} {role.module_ids.length === 1 ? 'page' : 'pages'}
          </Text>
        ) : (
          <Text size="sm" fw={600} c="var(--mantine-color-anchor)">
            All modules
          </Text>
        ),
      sortValue: (role) => (role.editable ? role.module_ids.length : Number.MAX_SAFE_INTEGER),
      width: 130,
    },
    {
      key: 'pages',
      header: 'Page names',
      render: (role) =>
        role.editable ? (
          <RolePages groups={groups} pageIds={role.module_ids} roleName={role.role_name} />
        ) : (
          <Text size="sm" c="dimmed">
            Every page of the school, always
          </Text>
        ),
    },
    ...(canEdit
      ? [
          {
            key: 'action',
            header: 'Action',
            align: 'right' as const,
            width: 100,
            render: (role: RoleAccess) =>
              role.editable ? (
                <Button
                  component={Link}
                  to={`/set_access_right?role_id=${role.role_id}`}
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  aria-label={`Edit access of ${role.role_name}`}
                >
                  Edit
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <Stack gap={0} maw={1100}>
      <PageHeader
        title="View Access Rights"
        description="The pages each role of your school may open."
        actions={
          canEdit
            ? [
                {
                  to: '/set_access_right',
                  label: 'Set Access Rights',
                  icon: <IconShieldLock size={18} aria-hidden />,
                },
              ]
            : []
        }
      />
      <DataTable
        label="Access rights by role"
        columns={columns}
        rows={roles.data ?? []}
        rowKey={(role) => role.role_id}
        loading={roles.isPending}
        minWidth={560}
      />
    </Stack>
  );
}
