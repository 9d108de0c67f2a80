import { Box, Card, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import { formatAmount } from '../../../ui/format-amount';
import { formatDate } from '../../../ui/format-date';
import { PageHeader } from '../../../ui/page-header';
import { type HostelListSearch, useDefaultersQuery } from '../api/hostel-lists';
import { HostelFilters } from '../components/hostel-filters';

const monthLabel = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, monthNumber! - 1, 1)).toLocaleString('en-IN', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

/** /hostel_fee_defaulter, Hostel Defaulter List: printable and exportable through the table. */
export function HostelDefaultersPage() {
  const [search, setSearch] = useState<HostelListSearch | null>(null);
  const rows = useDefaultersQuery(search);
  return (
    <Box maw={1100}>
      <PageHeader title="Hostel Defaulter List" />
      <HostelFilters
        forFirst
        onSearch={(filter) =>
          setSearch({
            session_id: filter.session_id,
            for: filter.for,
            hostel_id: filter.hostel_id ?? undefined,
          })
        }
      />
      <Card withBorder radius="md" padding="lg">
        <DataTable
          label="Hostel Defaulter List"
          rows={rows.data ?? []}
          loading={search !== null && rows.isPending}
          rowKey={(row) => row.allocation_id}
          minWidth={820}
          columns={[
            {
              key: 'hostel',
              header: 'Hostel Name',
              render: (row) => row.hostel.name,
              sortValue: (row) => row.hostel.name.toLowerCase(),
            },
            {
              key: 'name',
              header: 'Name',
              render: (row) => <Text fw={600}>{row.student.student_name}</Text>,
              sortValue: (row) => row.student.student_name.toLowerCase(),
            },
            {
              key: 'joined',
              header: 'Date Of Joining',
              kind: 'date',
              render: (row) => formatDate(row.joiningDate),
              sortValue: (row) => row.joiningDate,
            },
            {
              key: 'lastMonth',
              header: 'Last Payment Month',
              render: (row) => row.lastPaymentMonths.map(monthLabel).join(', ') || '—',
            },
            {
              key: 'lastDate',
              header: 'Last Payment Date',
              render: (row) => (row.lastPaymentDate ? formatDate(row.lastPaymentDate) : '—'),
              sortValue: (row) => row.lastPaymentDate ?? '',
            },
            {
              key: 'due',
              header: 'Payment Due',
              kind: 'money',
              render: (row) => formatAmount(row.dueAmount),
              sortValue: (row) => row.dueAmount,
            },
          ]}
        />
      </Card>
    </Box>
  );
}
