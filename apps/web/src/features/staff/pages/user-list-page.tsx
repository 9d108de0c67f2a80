import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { StaffRow } from '@shala/contracts';
import { IconFileImport, IconUserPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { useSignedInSession } from '../../../platform/session/session-query';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { PageHeader } from '../../../ui/page-header';
import { useStaffListQuery } from '../api/list-staff';
import { StaffDetailsModal } from '../components/staff-details';
import { StaffFilterBar } from '../components/staff-filter-bar';
import { StaffImportWizard } from '../components/staff-import';
import { StaffTable } from '../components/staff-table';
import type { StaffActor } from '../lib/staff-actions';
import { readStaffFilters, type StaffFilters, writeStaffFilters } from '../lib/staff-filters';

/** /user_list: staff users, searched and filtered (kept in the address), loaded as it scrolls. */
export function UserListPage() {
  const [params, setParams] = useSearchParams();
  const filters = readStaffFilters(params);
  const { canOpen } = useNavigation();
  const { user } = useSignedInSession();
  const canManage = canOpen('/create_user');
  const actor = useMemo<StaffActor>(
    () => ({ id: user.id, roleId: user.user_role_id, canManage }),
    [user.id, user.user_role_id, canManage],
  );
  const [search, setSearch] = useState(filters.search);
  const [viewing, setViewing] = useState<StaffRow | null>(null);
  const [importing, setImporting] = useState(false);
  const staff = useStaffListQuery(filters);
  const rows = staff.data?.pages.flatMap((page) => page.list) ?? [];
  const total = staff.data?.pages.at(-1)?.count;

  const setFilters = (patch: Partial<StaffFilters>) =>
    setParams((current) => writeStaffFilters({ ...readStaffFilters(current), ...patch }), {
      replace: true,
    });
  const followSearch = useDebouncedCallback((value: string) => setFilters({ search: value }), 400);

  // /create_user links here with ?import=1 to open the import dialog straight away.
  useEffect(() => {
    if (params.get('import') !== '1') return;
    if (canManage) setImporting(true);
    setParams(writeStaffFilters(readStaffFilters(params)), { replace: true });
  }, [params, canManage, setParams]);

  const onView = useCallback((row: StaffRow) => setViewing(row), []);

  return (
    <Stack gap={0} maw={1400}>
      <PageHeader
        title="User List"
        description="The school's staff users. Parents are listed with their children."
        actions={
          canManage
            ? [{ to: '/create_user', label: 'Create User', icon: <IconUserPlus size={18} /> }]
            : []
        }
      />
      <Card withBorder radius="md" padding="md">
        <StaffFilterBar
          search={search}
          onSearchChange={(value) => {
            setSearch(value);
            followSearch(value);
          }}
          filters={filters}
          onChange={setFilters}
        />
        <Group justify="space-between" mb="xs" gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total === undefined ? ' ' : total === 1 ? '1 user' : `${total} users`}
          </Text>
          {canManage ? (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconFileImport size={16} aria-hidden />}
              onClick={() => setImporting(true)}
            >
              Import staff
            </Button>
          ) : null}
        </Group>
        <StaffTable {...pagedListProps(staff, rows)} actor={actor} onView={onView} />
      </Card>
      <StaffDetailsModal staff={viewing} onClose={() => setViewing(null)} />
      {canManage ? (
        <StaffImportWizard opened={importing} onClose={() => setImporting(false)} />
      ) : null}
    </Stack>
  );
}
