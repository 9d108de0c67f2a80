import { Card, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useSchoolListQuery } from '../api/list-schools';
import { ListFilters } from '../components/list-filters';
import { SchoolTable } from '../components/school-table';
import { parseStatusFilter } from '../lib/school-status';

const statusFilterOptions = [
  { value: 'ALL', label: 'All' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'SUSPENDED', label: 'Suspended' },
];

/** /school/schoollist: every school, searched and filtered by status, loaded as it scrolls. */
export function SchoolListPage() {
  const [params, setParams] = useSearchParams();
  const status = parseStatusFilter(params.get('status'));
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 400);
  const schools = useSchoolListQuery({ search: debouncedSearch, status });
  const rows = schools.data?.pages.flatMap((page) => page.list) ?? [];
  const total = schools.data?.pages.at(-1)?.count;

  const setStatus = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (parseStatusFilter(value)) next.set('status', value!);
        else next.delete('status');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap={0} maw={1200}>
      <PageHeader
        title="Schools"
        description="Every school on the platform, newest first."
        actions={[
          { to: '/school/register', label: 'Register school', icon: <IconPlus size={16} /> },
        ]}
      />
      <Card withBorder radius="md" padding="md">
        <ListFilters
          search={search}
          onSearchChange={setSearch}
          searchPlaceholder="School name or subdomain"
        >
          <SelectField
            label="Status"
            data={statusFilterOptions}
            value={status ?? 'ALL'}
            onChange={setStatus}
            allowDeselect={false}
          />
        </ListFilters>
        {total !== undefined ? (
          <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
            {total === 1 ? '1 school' : `${total} schools`}
          </Text>
        ) : null}
        <SchoolTable {...pagedListProps(schools, rows)} />
      </Card>
    </Stack>
  );
}
