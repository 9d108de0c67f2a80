import { Box, Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { transportMessages as m, type TransportDueRow } from '@shala/contracts';
import { useState } from 'react';
import { toast } from '../../../platform/notify/toast';
import { DataTable } from '../../../ui/data-table/data-table';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { formatAmount } from '../../../ui/format-amount';
import { PageHeader } from '../../../ui/page-header';
import { useTransportDuesQuery } from '../api/daily-queries';
import { usePostTransportCharges } from '../api/daily-writes';
import { PayDuesModal } from '../components/pay-dues-modal';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** /transport_payment: post a month's fares to the fee ledger and collect riders' dues. */
export function TransportPaymentPage() {
  const { query: dues, rows } = useTransportDuesQuery();
  const post = usePostTransportCharges();
  const [month, setMonth] = useState(thisMonth());
  const [paying, setPaying] = useState<TransportDueRow | null>(null);
  return (
    <Box maw={1000}>
      <PageHeader
        title="Transport Payment"
        actions={[{ to: '/transport_defaulter', label: 'Transport Defaulters' }]}
      />
      <Stack gap="md">
        <Card withBorder>
          <Group align="flex-end">
            <TextInput
              label="Month"
              type="month"
              value={month}
              onChange={(event) => setMonth(event.currentTarget.value)}
            />
            <Button
              loading={post.isPending}
              onClick={() =>
                post.mutate(
                  { month },
                  {
                    onSuccess: (answer) => toast.success(`${m.chargesPosted} (${answer.posted})`),
                    onError: (error) => toast.error(error.message),
                  },
                )
              }
            >
              Post month's dues
            </Button>
          </Group>
        </Card>
        <Card withBorder>
          <DataTable
            label="Transport Dues"
            {...pagedListProps(dues, rows)}
            rowKey={(row) => row.student_id}
            minWidth={720}
            columns={[
              { key: 'student', header: 'Student Name', render: (row) => row.student_name },
              { key: 'class', header: 'Class', render: (row) => row.class_name ?? 'N/A' },
              { key: 'route', header: 'Route Name', render: (row) => row.route_name },
              { key: 'point', header: 'Pick & Drop Point', render: (row) => row.pickup_point_name },
              {
                key: 'due',
                header: 'Payment Due',
                kind: 'money',
                render: (row) => formatAmount(row.balance),
              },
              {
                key: 'action',
                header: 'Pay',
                render: (row) => (
                  <Button
                    size="compact-sm"
                    disabled={row.balance <= 0}
                    onClick={() => setPaying(row)}
                  >
                    Pay
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      </Stack>
      <PayDuesModal row={paying} onClose={() => setPaying(null)} />
    </Box>
  );
}
