import { Card, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { roleNames, schoolRoleIds } from '@shala/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useSchoolUsersQuery } from '../api/list-school-users';
import { ListFilters } from '../components/list-filters';
import { SchoolPicker } from '../components/school-picker';
import { SchoolUserTable } from '../components/school-user-table';
import { parseId } from '../lib/school-status';

const roleOptions = schoolRoleIds.map((id) => ({ value: String(id), label: roleNames[id] }));

/** /school/schooluserlist: users of every school; ?school_id= and ?role_id= pre-filter it. */
export function SchoolUserListPage() {
  const [params, setParams] = useSearchParams();
  const schoolId = parseId(params.get('school_id'));
  const roleParam = parseId(params.get('role_id'));
  const roleId = roleOptions.some((role) => role.value === String(roleParam)) ? roleParam : null;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 400);
  const users = useSchoolUsersQuery({ search: debouncedSearch, schoolId, roleId });
  const rows = users.data?.pages.flatMap((page) => page.list) ?? [];
  const total = users.data?.pages.at(-1)?.count;

  const setFilter = (key: 'school_id' | 'role_id', value: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, String(value));
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap={0} maw={1400}>
      <PageHeader title="School Users" description="The users of every school on the platform." />
      <Card withBorder radius="md" padding="md">
        <ListFilters
          search={search}
          onSearchChange={setSearch}
          searchPlaceholder="Name, user name, e-mail or mobile"
          columns={3}
        >
          <SchoolPicker
            label="School"
            placeholder="All schools"
            clearable
            value={schoolId}
            onChange={(id) => setFilter('school_id', id)}
          />
          <SelectField
            label="Role"
            placeholder="All roles"
            data={roleOptions}
            clearable
            value={roleId === null ? null : String(roleId)}
            onChange={(value) => setFilter('role_id', parseId(value))}
          />
        </ListFilters>
        {total !== undefined ? (
          <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
            {total === 1 ? '1 user' : `${total} users`}
          </Text>
        ) : null}
        <SchoolUserTable {...pagedListProps(users, rows)} />
      </Card>
    </Stack>
  );
}
