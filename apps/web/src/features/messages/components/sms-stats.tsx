import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { SmsUsage } from '@shala/contracts';
import {
  IconAlertTriangle,
  IconCalendarMonth,
  IconCircleCheck,
  IconHourglass,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

const stats: {
  label: string;
  value: (usage: SmsUsage) => number;
  icon: ReactNode;
  color: string;
}[] = [
  {
    label: 'Sent',
    value: (usage) => usage.sent,
    icon: <IconCircleCheck size={20} aria-hidden />,
    color: 'teal',
  },
  {
    label: 'Failed',
    value: (usage) => usage.failed,
    icon: <IconAlertTriangle size={20} aria-hidden />,
    color: 'red',
  },
  {
    label: 'Pending',
    value: (usage) => usage.pending,
    icon: <IconHourglass size={20} aria-hidden />,
    color: 'yellow',
  },
  {
    label: 'This month',
    value: (usage) => usage.this_month,
    icon: <IconCalendarMonth size={20} aria-hidden />,
    color: 'brand',
  },
];

/** The SMS totals: sent, failed, pending and sent this month. */
export function SmsStats({ usage }: { usage: SmsUsage | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {stats.map((stat) => (
        <Card key={stat.label} withBorder radius="md" padding="md" aria-label={stat.label}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <div>
              <Text size="sm" c="dimmed">
                {stat.label}
              </Text>
              {usage ? (
                <Text fw={700} fz={26} data-stat-value>
                  {stat.value(usage).toLocaleString('en-IN')}
                </Text>
              ) : (
                <Skeleton height={28} width={60} mt={6} />
              )}
            </div>
            <ThemeIcon variant="light" color={stat.color} size={40} radius="md">
              {stat.icon}
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
