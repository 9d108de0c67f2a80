import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatClockTime, timetableMessages } from '@shala/contracts';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { HomeCard } from '../../../ui/home-card';
import { useTodayPeriodsQuery } from '../api/periods';

/** The teacher's home: today's periods, proxies included. */
export function TodayPeriodsCard() {
  const { canOpen } = useNavigation();
  const today = useTodayPeriodsQuery();
  const periods = today.data ?? [];
  return (
    <HomeCard
      title="Today's periods"
      link={
        canOpen('/view_teacher_routine')
          ? { to: '/view_teacher_routine', label: 'My Routine' }
          : null
      }
      loading={today.isPending}
      skeletonHeight={36}
      emptyText={periods.length ? null : timetableMessages.noPeriodsToday}
    >
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {periods.map((p) => (
          <Group
            key={`${p.period_name}-${p.class_name}`}
            component="li"
            justify="space-between"
            wrap="nowrap"
          >
            <Stack gap={0}>
              <Text fw={600} td={p.given_to ? 'line-through' : undefined}>
                {p.period_name} · {p.subject_name}
              </Text>
              <Text size="sm" c="dimmed">
                {formatClockTime(p.start_time)} · {p.class_name}
                {p.section_name ? ` - ${p.section_name}` : ''}
              </Text>
            </Stack>
            {p.is_proxy ? <Badge color="grape">Proxy</Badge> : null}
            {p.given_to ? <Badge color="orange">{p.given_to}</Badge> : null}
          </Group>
        ))}
      </Stack>
    </HomeCard>
  );
}
