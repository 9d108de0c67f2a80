import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PaymentBreakdown as Breakdown, PaymentPlanMode } from '@shala/contracts';
import { formatAmount } from '../../../ui/format-amount';
import { formatDate } from '../../../ui/format-date';

const planTitle: Record<PaymentPlanMode, string> = {
  monthly: 'Monthly payment',
  quarterly: 'Quarterly payment',
  semestral: 'Semestral payment',
  oneTime: 'One-time payment',
};

/** The receipt of an online payment and its breakdown by the plan it paid. */
export function PaymentBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const { invoice } = breakdown;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Receipt">
      <Stack gap="xs" mb="md">
        <Title order={2} size="h4">
          Receipt No. {invoice.receipt_no}
        </Title>
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
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Paid amount
          </Text>
          <Text fw={700}>{formatAmount(breakdown.total)}</Text>
        </Group>
      </Stack>
      <Title order={3} size="h5" mb="xs">
        {planTitle[breakdown.payment_type]}
      </Title>
      {/* A list rather than a table: it fits a 390 px phone without scrolling sideways. */}
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Paid for">
        {breakdown.rows.map((row) => (
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
    </Card>
  );
}
