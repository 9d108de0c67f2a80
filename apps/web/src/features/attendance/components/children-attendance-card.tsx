import { Group, Progress, Stack, Text } from '@mantine/core';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { HomeCard } from '../../../ui/home-card';
import { useChildrenMonthQuery } from '../api/reports';

/** The parent's home: each child's attendance this month. */
export function ChildrenAttendanceCard() {
  const { canOpen } = useNavigation();
  const month = useChildrenMonthQuery();
  const children = month.data ?? [];
  return (
    <HomeCard
      title="Attendance this month"
      link={canOpen('/view_attendance') ? { to: '/view_attendance', label: 'Attendance' } : null}
      loading={month.isPending}
      skeletonHeight={36}
      emptyText={children.length ? null : 'No attendance marked this month.'}
    >
      <Stack gap="md">
        {children.map((child) => (
          <Stack key={child.student_id} gap={4}>
            <Group justify="space-between">
              <Text fw={600}>{child.student_name}</Text>
              <Text fw={700}>
                {child.percentage === null ? 'N/A' : `${child.percentage.toFixed(2)}%`}
              </Text>
            </Group>
            <Progress
              value={child.percentage ?? 0}
              aria-label={`${child.student_name} attendance`}
            />
            <Text size="xs" c="dimmed">
              Present {child.present} of {child.total} school days
            </Text>
          </Stack>
        ))}
      </Stack>
    </HomeCard>
  );
}
