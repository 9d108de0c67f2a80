import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PaymentBreakdown as Breakdown, PaymentPlanMode } from '@shala/contracts';
import { Link } from 'react-router';
import { formatAmount } from '../../../ui/format-amount';
import { formatDate } from '../../../ui/format-date';

const planTitle: Record<PaymentPlanMode, string> = {
  monthly: 'Monthly payment',
  quarterly: 'Quarterly payment',
  semestral: 'Semestral payment',
  oneTime: 'One-time payment',
};

type Row = Breakdown['rows'][number];

/** One child's paid dues: a list rather than a table, it fits a 390 px phone. */
function PaidRows({ rows, label }: { rows: Row[]; label: string }) {
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {rows.map((row) => (
        <Group
          component="li"
          key={`${row.student_name}-${row.label}`}
          justify="space-between"
          wrap="nowrap"
          py="xs"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {row.student_name}: {row.label}
            </Text>
            <Text size="xs" c="dimmed">
              Amount {formatAmount(row.amount)} · Late fee {formatAmount(row.late_fee)}
            </Text>
          </Stack>
          <Text size="sm" fw={600}>
            {formatAmount(row.total)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * An online payment and its breakdown by the plan it paid: one receipt per child (a sibling
 * payment gives each child their own), each with the dues it paid and a link to it.
 */
export function PaymentBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const { invoice } = breakdown;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Payment">
      <Stack gap="xs" mb="md">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Payment date
          </Text>
          <Text size="sm">{formatDate((invoice.paid_at ?? invoice.created_at).slice(0, 10))}</Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Payment type
          </Text>
          <Text size="sm">Online ({invoice.provider})</Text>
        </Group>
        {invoice.provider_payment_id ? (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              Gateway reference
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {invoice.provider_payment_id}
            </Text>
          </Group>
        ) : null}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Paid amount
          </Text>
          <Text fw={700}>{formatAmount(breakdown.total)}</Text>
        </Group>
      </Stack>
      <Title order={2} size="h5" mb="xs">
        {planTitle[breakdown.payment_type]}
      </Title>
      <Stack gap="md">
        {invoice.receipts.map((receipt) => (
          <Stack
            key={receipt.payment_id}
            gap={4}
            component="section"
            aria-label={`Receipt No. ${receipt.receipt_no}`}
          >
            <Group justify="space-between" wrap="nowrap">
              <Title order={3} size="h5">
                Receipt No. {receipt.receipt_no}: {receipt.student_name}
              </Title>
              <Anchor
                className="no-print"
                component={Link}
                to={`/fee_receipt/${receipt.payment_id}`}
                size="sm"
              >
                View receipt
              </Anchor>
            </Group>
            <PaidRows
              label={`Paid for ${receipt.student_name}`}
              rows={breakdown.rows.filter((row) => row.student_name === receipt.student_name)}
            />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
