import { Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { formatClockTime, type PeriodRow, type Weekday, weekdayNames } from '@shala/contracts';
import { type ReactNode, useState } from 'react';

/** Today's ISO weekday (1 = Monday … 7 = Sunday) on this device. */
function todayWeekday(): number {
  const day = new Date().getDay();
  return day === 0 ? 7 : day;
}

/**
 * The routine on a phone: a day picker (today when it is a working day) and that day's
 * periods as cards, each with the same cell the desktop grid shows.
 */
export function RoutineDayList({
  label,
  periods,
  workingDays,
  cell,
}: {
  label: string;
  periods: readonly PeriodRow[];
  workingDays: readonly number[];
  cell: (weekday: number, period: PeriodRow) => ReactNode;
}) {
  const [chosen, setChosen] = useState<number | null>(null);
  const today = todayWeekday();
  const day = chosen ?? (workingDays.includes(today) ? today : (workingDays[0] ?? 1));
  const dayName = weekdayNames[day as Weekday];
  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        size="xs"
        aria-label="Day"
        value={String(day)}
        onChange={(value) => setChosen(Number(value))}
        data={workingDays.map((weekday) => ({
          value: String(weekday),
          label: weekdayNames[weekday as Weekday].slice(0, 3),
        }))}
      />
      <Stack gap="xs" component="ul" aria-label={`${label}, ${dayName}`} p={0} m={0}>
        {periods.map((period) => (
          <Paper
            key={period.id}
            component="li"
            withBorder
            radius="md"
            p="xs"
            style={{ listStyle: 'none' }}
          >
            <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
              <Text fw={600} size="sm">
                {period.period_name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatClockTime(period.start_time)} - {formatClockTime(period.end_time)}
              </Text>
            </Group>
            {cell(day, period)}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
