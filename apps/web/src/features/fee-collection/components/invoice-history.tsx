import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { Invoice } from '@shala/contracts';
import { Link } from 'react-router';
import { DataTable } from '../../../ui/data-table/data-table';
import { formatAmount } from '../../../ui/format-amount';
import { formatDate } from '../../../ui/format-date';

const statusColor = { created: 'gray', paid: 'green', failed: 'red' } as const;
const statusLabel = { created: 'Pending', paid: 'Paid', failed: 'Failed' } as const;

/** Online payments: date, what was paid, amount, status and the receipt once paid. */
export function InvoiceHistory({ invoices, loading }: { invoices: Invoice[]; loading: boolean }) {
  return (
    <DataTable
      label="Online payments"
      rows={invoices}
      loading={loading}
      rowKey={(row) => row.invoice_id}
      minWidth={640}
      columns={[
        {
          key: 'date',
          header: 'Date',
          kind: 'date',
          // The moment of the payment, as a date where the payer is (not UTC's).
          render: (r) => formatDate(r.created_at),
          sortValue: (r) => r.created_at,
        },
        {
          key: 'for',
          header: 'Paid For',
          render: (r) => (
            <Text size="sm">
              {r.lines.map((line) => `${line.student_name}: ${line.label}`).join(', ')}
            </Text>
          ),
        },
        {
          key: 'amount',
          header: 'Amount',
          align: 'right',
          kind: 'money',
          render: (r) => formatAmount(r.amount),
          sortValue: (r) => r.amount,
        },
        {
          key: 'status',
          header: 'Status',
          render: (r) => (
            <Badge color={statusColor[r.status]} variant="light">
              {statusLabel[r.status]}
            </Badge>
          ),
        },
        {
          key: 'receipt',
          header: 'Receipt',
          render: (r) =>
            r.receipts.length > 0 ? (
              <Stack gap={2}>
                {r.receipts.map((receipt) => (
                  <Anchor
                    key={receipt.payment_id}
                    component={Link}
                    to={`/fee_receipt/${receipt.payment_id}`}
                  >
                    Receipt No. {receipt.receipt_no} ({receipt.student_name})
                  </Anchor>
                ))}
              </Stack>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}
