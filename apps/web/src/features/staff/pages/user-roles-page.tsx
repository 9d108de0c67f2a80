import { ActionIcon, Box, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconKey, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { PageHeader, type PageLink } from '../../../ui/page-header';
import { useRoleLabelsQuery } from '../api/list-role-labels';
import { RoleLabelModal } from '../components/role-label-modal';
import type { RoleLabel } from '../lib/role-options';

/** /create_user_role: the school's fixed roles, each with the school's own name and description. */
export function UserRolesPage() {
  const roles = useRoleLabelsQuery();
  const { canOpen } = useNavigation();
  const [editing, setEditing] = useState<RoleLabel | null>(null);

  const columns: DataTableColumn<RoleLabel>[] = [
    {
      key: 'name',
      header: 'Role',
      render: (role) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {role.role_name}
          </Text>
          {role.role_name !== role.default_name ? (
            <Text size="xs" c="dimmed">
              Standard: {role.default_name}
            </Text>
          ) : null}
          {role.assignable ? null : (
            <Text size="xs" c="dimmed">
              Not given on Create User: accounts come with student admission
            </Text>
          )}
        </Stack>
      ),
      sortValue: (role) => role.role_name,
    },
    {
      key: 'description',
      header: 'Description',
      render: (role) => (
        <Text size="sm" c={role.description ? undefined : 'dimmed'}>
          {role.description || 'N/A'}
        </Text>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      align: 'right',
      render: (role) => (
        <Tooltip label="Edit" withArrow>
          <ActionIcon
            variant="subtle"
            aria-label={`Edit ${role.role_name}`}
            onClick={() => setEditing(role)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  const actions: PageLink[] = canOpen('/set_access_right')
    ? [{ to: '/set_access_right', label: 'Set Access Rights', icon: <IconKey size={18} /> }]
    : [];

  return (
    <Box maw={1100}>
      <PageHeader
        title="User Roles"
        description="The roles of the school are fixed; give them the names and descriptions your school uses."
        actions={actions}
      />
      <Card withBorder radius="md" padding="md">
        <Group mb="xs">
          <Text size="sm" c="dimmed">
            {roles.data ? `${roles.data.length} roles` : ' '}
          </Text>
        </Group>
        <DataTable
          label="User roles"
          columns={columns}
          rows={roles.data ?? []}
          rowKey={(role) => role.role_id}
          loading={roles.isPending}
          minWidth={300}
        />
      </Card>
      <RoleLabelModal role={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
