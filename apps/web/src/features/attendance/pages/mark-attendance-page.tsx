import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { todayIso } from '@shala/contracts';
import { useState } from 'react';
import { toId } from '../../../ui/lookups/to-id';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useMarkAttendance, usePeriodsQuery, useRegisterQuery } from '../api/registers';
import { type ClassDay, ClassDayFilters } from '../components/class-day-filters';
import { type Mark, RegisterList } from '../components/register-list';
import { useClassSections } from '../components/use-class-sections';

const needsPeriod = 'Please select the period';

/**
 * /mark_attendance: the whole class on one screen, everyone present until tapped otherwise;
 * saving sends the class's marks at once (absentees' parents are alerted once a day).
 */
export function MarkAttendancePage() {
  const [filters, setFilters] = useState<ClassDay>({
    date: todayIso(),
    classId: null,
    sectionId: null,
    periodId: null,
  });
  const [marks, setMarks] = useState<Record<number, Mark>>({});
  const { ready } = useClassSections(filters);
  const query =
    filters.date && ready
      ? {
          date: filters.date,
          class_id: toId(filters.classId)!,
          section_id: toId(filters.sectionId) ?? undefined,
          period_id: toId(filters.periodId) ?? undefined,
        }
      : null;
  const register = useRegisterQuery(query);
  const askPeriod = register.error?.message === needsPeriod || Boolean(filters.periodId);
  const periods = usePeriodsQuery(askPeriod);
  const save = useMarkAttendance();
  const students = register.data?.students ?? [];
  const markOf = (id: number) => {
    const student = students.find((s) => s.student_id === id)!;
    return marks[id] ?? { status: student.status, comments: student.comments };
  };
  const absent = students.filter((s) => markOf(s.student_id).status === 'absent').length;
  const change = (next: ClassDay) => {
    setFilters(next);
    setMarks({});
  };

  return (
    <>
      <PageHeader
        title="Mark Attendance"
        description="Everyone starts present: tap the absent ones, then save."
      />
      <Stack gap="md">
        <SectionCard title="Class and day">
          <ClassDayFilters
            value={filters}
            onChange={change}
            periods={
              askPeriod
                ? (periods.data ?? []).map((p) => ({
                    value: String(p.id),
                    label: `${p.period_name} (${p.start_time})`,
                  }))
                : null
            }
          />
        </SectionCard>
        {register.error && register.error.message !== needsPeriod ? (
          <Alert color="red">{register.error.message}</Alert>
        ) : null}
        {register.data?.closed_reason ? (
          <Alert color="yellow">
            The school is closed on this day: {register.data.closed_reason}
          </Alert>
        ) : null}
        {register.data ? (
          <SectionCard
            title="Register"
            aside={
              <Group gap={6}>
                <Badge variant="light">{students.length} students</Badge>
                <Badge color="red" variant="light">
                  {absent} absent
                </Badge>
              </Group>
            }
          >
            {register.data.marked ? (
              <Text size="sm" c="dimmed" mb="xs">
                Marked by {register.data.marked_by}
                {register.data.updated_by ? `; last changed by ${register.data.updated_by}` : ''}
              </Text>
            ) : null}
            <RegisterList
              students={students}
              marks={marks}
              onChange={(id, mark) => setMarks((current) => ({ ...current, [id]: mark }))}
            />
          </SectionCard>
        ) : null}
        {register.data && students.length && !register.data.closed_reason ? (
          <Paper withBorder p="sm" pos="sticky" bottom={0} style={{ zIndex: 2 }}>
            <Button
              fullWidth
              size="md"
              loading={save.isPending}
              onClick={() =>
                query &&
                save.mutate(
                  {
                    ...query,
                    section_id: query.section_id ?? null,
                    period_id: query.period_id ?? null,
                    entries: students.map((s) => ({
                      student_id: s.student_id,
                      ...markOf(s.student_id),
                    })),
                  },
                  { onSuccess: () => setMarks({}) },
                )
              }
            >
              Save attendance ({absent} absent)
            </Button>
          </Paper>
        ) : null}
      </Stack>
    </>
  );
}
