import { Box, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconSitemap } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { PageHeader, type PageLink } from '../../../ui/page-header';
import { useDeleteDesignation } from '../api/delete-designation';
import { useDesignationsQuery } from '../api/list-designations';
import { useRoleLabelsQuery } from '../api/list-role-labels';
import { DesignationForm } from '../components/designation-form';
import { DesignationTable } from '../components/designation-table';
import { useLatestItem } from '../components/use-latest-item';
import type { Designation } from '../lib/role-options';

/** /create_designation: add, rename and delete the school's designations. */
export function DesignationsPage() {
  const designations = useDesignationsQuery();
  const roles = useRoleLabelsQuery();
  const remove = useDeleteDesignation();
  const { canOpen } = useNavigation();
  const [editing, setEditing] = useState<Designation | null>(null);
  const [deleting, setDeleting] = useState<Designation | null>(null);
  const [search, setSearch] = useState('');

  const shownDeleting = useLatestItem(deleting);
  const roleNames = useMemo(
    () => new Map((roles.data ?? []).map((role) => [role.role_id, role.role_name])),
    [roles.data],
  );
  const all = designations.data ?? [];
  const needle = search.trim().toLowerCase();
  const rows = needle
    ? all.filter((item) => item.designation_name.toLowerCase().includes(needle))
    : all;

  const actions: PageLink[] = canOpen('/role_designation_maping')
    ? [
        {
          to: '/role_designation_maping',
          label: 'Role & Designation',
          icon: <IconSitemap size={18} />,
        },
      ]
    : [];

  return (
    <Box maw={1000}>
      <PageHeader
        title="Designations"
        description="Job titles within a role, such as PGT or Head Clerk. Map them to roles on Role & Designation."
        actions={actions}
      />
      <Stack gap="lg">
        <DesignationForm editing={editing} onDone={() => setEditing(null)} />
        <Card withBorder radius="md" padding="md">
          <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
            <TextInput
              label="Search"
              placeholder="Designation"
              type="search"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              maxLength={80}
              w={{ base: '100%', xs: 280 }}
            />
            <Text size="sm" c="dimmed">
              {designations.data
                ? `${rows.length} of ${all.length} designation${all.length === 1 ? '' : 's'}`
                : ' '}
            </Text>
          </Group>
          <DesignationTable
            rows={rows}
            loading={designations.isPending}
            roleNames={roleNames}
            onEdit={(item) => {
              setEditing(item);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            onDelete={setDeleting}
          />
        </Card>
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete designation"
        message={`Are you sure you want to delete ${shownDeleting?.designation_name ?? ''}? It is also removed from the roles it is mapped to.`}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              if (editing?.id === deleting.id) setEditing(null);
            },
            onSettled: () => setDeleting(null),
          });
        }}
        loading={remove.isPending}
        danger
      />
    </Box>
  );
}
