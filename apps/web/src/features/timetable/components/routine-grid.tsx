import { Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatClockTime, type PeriodRow, type Weekday, weekdayNames } from '@shala/contracts';
import type { ReactNode } from 'react';
import { RoutineDayList } from './routine-day-list';

/**
 * A week as periods (rows) × working days (columns); `cell` draws one slot. A phone, where
 * the grid would scroll sideways, gets one day at a time instead.
 */
export function RoutineGrid({
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
  const phone = useMediaQuery('(max-width: 48em)');
  if (phone)
    return <RoutineDayList label={label} periods={periods} workingDays={workingDays} cell={cell} />;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table withTableBorder withColumnBorders aria-label={label} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Period</Table.Th>
            {workingDays.map((day) => (
              <Table.Th key={day} scope="col">
                {weekdayNames[day as Weekday]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((period) => (
            <Table.Tr key={period.id}>
              <Table.Th scope="row">
                <Text fw={600} size="sm">
                  {period.period_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatClockTime(period.start_time)} - {formatClockTime(period.end_time)}
                </Text>
              </Table.Th>
              {workingDays.map((day) => (
                <Table.Td key={day} p={4}>
                  {cell(day, period)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
