import { Group, Progress, Stack, Text } from '@mantine/core';
import { useDeliveriesQuery } from '../api/list-deliveries';
import { deliveryProgress } from '../lib/deliveries';

/** How far a message's sending has got, one bar per channel; nothing before the first notify. */
export function DeliveryProgress({ messageId }: { messageId: number }) {
  const deliveries = useDeliveriesQuery(messageId);
  const lines = deliveryProgress(deliveries.data ?? []);
  if (lines.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Sending progress">
      <Text size="sm" fw={600}>
        Sent so far
      </Text>
      {lines.map((line) => (
        <Stack key={line.channel} gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{line.label}</Text>
            <Text size="xs" c="dimmed">
              {line.summary.sent} sent
              {line.summary.failed ? `, ${line.summary.failed} failed` : ''}
              {line.summary.skipped ? `, ${line.summary.skipped} skipped` : ''}
              {line.summary.pending ? `, ${line.summary.pending} waiting` : ''}
            </Text>
          </Group>
          <Progress
            value={line.percent}
            color={line.summary.failed ? 'orange' : undefined}
            aria-label={`${line.label}: ${line.done} of ${line.total} done`}
            animated={line.summary.pending > 0}
            striped={line.summary.pending > 0}
          />
        </Stack>
      ))}
    </Stack>
  );
}
