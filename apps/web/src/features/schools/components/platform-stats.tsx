import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { DataOf, getPlatformDashboard } from '@shala/contracts';
import {
  IconBuildingCommunity,
  IconCalendarPlus,
  IconCircleCheck,
  IconHeartHandshake,
  IconPlayerPause,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Dashboard = DataOf<typeof getPlatformDashboard>;

interface Stat {
  label: string;
  value: (data: Dashboard) => number;
  icon: ReactNode;
  color: string;
  /** Where a click on the card leads, if anywhere. */
  to?: string;
}

const stats: Stat[] = [
  {
    label: 'Schools',
    value: (d) => d.schools.total,
    icon: <IconBuildingCommunity size={20} aria-hidden />,
    color: 'brand',
    to: '/school/schoollist',
  },
  {
    label: 'Active',
    value: (d) => d.schools.active,
    icon: <IconCircleCheck size={20} aria-hidden />,
    color: 'teal',
    to: '/school/schoollist?status=ACTIVE',
  },
  {
    label: 'Suspended',
    value: (d) => d.schools.suspended,
    icon: <IconPlayerPause size={20} aria-hidden />,
    color: 'red',
    to: '/school/schoollist?status=SUSPENDED',
  },
  {
    label: 'New this month',
    value: (d) => d.schools.this_month,
    icon: <IconCalendarPlus size={20} aria-hidden />,
    color: 'grape',
  },
  {
    label: 'Staff users',
    value: (d) => d.users.staff,
    icon: <IconUsers size={20} aria-hidden />,
    color: 'blue',
    to: '/school/schooluserlist',
  },
  {
    label: 'Parent users',
    value: (d) => d.users.parents,
    icon: <IconHeartHandshake size={20} aria-hidden />,
    color: 'orange',
    to: '/school/schooluserlist?role_id=4',
  },
];

function StatCard({ stat, data }: { stat: Stat; data: Dashboard | undefined }) {
  const body = (
    <Card withBorder radius="md" padding="md" h="100%">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text size="sm" c="dimmed" fw={500}>
          {stat.label}
        </Text>
        <ThemeIcon variant="light" color={stat.color} radius="md" size="md">
          {stat.icon}
        </ThemeIcon>
      </Group>
      {data ? (
        <Text fz={28} fw={700} lh={1.2} mt={4} data-stat-value>
          {stat.value(data).toLocaleString('en-IN')}
        </Text>
      ) : (
        <Skeleton height={28} width={48} mt={6} />
      )}
    </Card>
  );
  return (
    <section aria-label={stat.label}>
      {stat.to ? (
        <UnstyledButton component={Link} to={stat.to} display="block" h="100%">
          {body}
        </UnstyledButton>
      ) : (
        body
      )}
    </section>
  );
}

/** The platform's counts: schools by status, new this month, staff and parent users. */
export function PlatformStats({ data }: { data: Dashboard | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, xl: 6 }} spacing="md">
      {stats.map((stat) => (
        <StatCard key={stat.label} stat={stat} data={data} />
      ))}
    </SimpleGrid>
  );
}
