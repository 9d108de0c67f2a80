import { Box, Card } from '@mantine/core';
import { DataTable } from '../../../ui/data-table/data-table';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { formatAmount } from '../../../ui/format-amount';
import { formatDate } from '../../../ui/format-date';
import { PageHeader } from '../../../ui/page-header';
import { useTransportDefaultersQuery } from '../api/daily-queries';

/** /transport_defaulter: riders with transport dues past their due date. */
export function TransportDefaultersPage() {
  const { query, rows } = useTransportDefaultersQuery();
  return (
    <Box maw={1000}>
      <PageHeader title="Transport Defaulters" />
      <Card withBorder>
        <DataTable
          label="Transport Defaulters"
          {...pagedListProps(query, rows)}
          rowKey={(row) => row.student_id}
          minWidth={720}
          columns={[
            { key: 'student', header: 'Student Name', render: (row) => row.student_name },
            { key: 'class', header: 'Class', render: (row) => row.class_name ?? 'N/A' },
            { key: 'route', header: 'Route Name', render: (row) => row.route_name },
            {
              key: 'months',
              header: 'Months Due',
              render: (row) => row.dues.map((due) => formatDate(due.due_date)).join(', '),
            },
            {
              key: 'due',
              header: 'Payment Due',
              kind: 'money',
              render: (row) => formatAmount(row.balance),
              sortValue: (row) => row.balance,
            },
          ]}
        />
      </Card>
    </Box>
  );
}
