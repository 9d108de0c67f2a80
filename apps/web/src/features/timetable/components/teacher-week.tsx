import { Alert, Badge, Stack, Text } from '@mantine/core';
import { type TeacherRoutine, timetableMessages, weekdayOf } from '@shala/contracts';
import { formatDate } from '../../../ui/format-date';
import { SectionCard } from '../../../ui/section-card';
import { RoutineGrid } from './routine-grid';

const placeOf = (cell: { class_name: string; section_name: string | null }) =>
  cell.section_name ? `${cell.class_name} - ${cell.section_name}` : cell.class_name;

/** A teacher's week; on `date`'s weekday, the proxies they take and the periods they give. */
export function TeacherWeek({ routine, date }: { routine: TeacherRoutine; date: string }) {
  if (!routine.periods.length) return <Alert color="yellow">{timetableMessages.noPeriods}</Alert>;
  const day = weekdayOf(date);
  return (
    <SectionCard title="Week" description={`Proxies shown for ${formatDate(date)}`}>
      <RoutineGrid
        label="Teacher routine"
        periods={routine.periods}
        workingDays={routine.working_days}
        cell={(weekday, period) => {
          const own = routine.cells.find((c) => c.weekday === weekday && c.period_id === period.id);
          const taken =
            weekday === day
              ? routine.proxies_taken.find((p) => p.period_id === period.id)
              : undefined;
          const given =
            own && weekday === day ? routine.proxies_given.find((p) => p.id === own.id) : undefined;
          return (
            <Stack gap={2}>
              {own ? (
                <>
                  <Text size="sm" fw={600} td={given ? 'line-through' : undefined}>
                    {own.subject_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {placeOf(own)}
                  </Text>
                  {given ? (
                    <Badge size="xs" color="orange">
                      Proxy: {given.proxy_teacher_name}
                    </Badge>
                  ) : null}
                </>
              ) : null}
              {taken ? (
                <Badge size="xs" color="grape">
                  Proxy for {taken.teacher_name}: {placeOf(taken)}
                </Badge>
              ) : null}
            </Stack>
          );
        }}
      />
    </SectionCard>
  );
}
