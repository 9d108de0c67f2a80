import { Button, Paper, Stack, Text } from '@mantine/core';
import { todayIso } from '@shala/contracts';
import { useState } from 'react';
import { DateField } from '../../../ui/date-field';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useMarkStaffAttendance, useStaffRegisterQuery } from '../api/registers';
import type { Mark } from '../components/register-list';
import { StatusPicker } from '../components/status-picker';

/** A fieldset that groups one person's choices without a frame. */
const bare = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/** /mark_staff_attendance: every member of staff, present until tapped otherwise. */
export function MarkStaffAttendancePage() {
  const [date, setDate] = useState<string | null>(todayIso());
  const [marks, setMarks] = useState<Record<number, Mark>>({});
  const register = useStaffRegisterQuery(date);
  const save = useMarkStaffAttendance();
  const rows = register.data ?? [];
  const markOf = (id: number) => {
    const row = rows.find((r) => r.user_id === id)!;
    return marks[id] ?? { status: row.status, comments: row.comments };
  };
  return (
    <>
      <PageHeader title="Mark Staff Attendance" />
      <Stack gap="md">
        <SectionCard title="Day">
          <DateField
            label="Date"
            maxDate={todayIso()}
            value={date}
            onChange={(d) => {
              setDate(d);
              setMarks({});
            }}
          />
        </SectionCard>
        <SectionCard title="Staff">
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <Paper key={row.user_id} withBorder p="xs" component="li">
                <fieldset style={bare} aria-label={row.full_name}>
                  <Text fw={600} size="sm" mb={6}>
                    {row.full_name}{' '}
                    <Text span c="dimmed" size="xs">
                      {row.role_name}
                    </Text>
                  </Text>
                  <StatusPicker
                    name={`staff-${row.user_id}`}
                    value={markOf(row.user_id).status}
                    onChange={(status) =>
                      setMarks({ ...marks, [row.user_id]: { ...markOf(row.user_id), status } })
                    }
                  />
                </fieldset>
              </Paper>
            ))}
          </Stack>
        </SectionCard>
        {rows.length && date ? (
          <Button
            size="md"
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { date, entries: rows.map((r) => ({ user_id: r.user_id, ...markOf(r.user_id) })) },
                { onSuccess: () => setMarks({}) },
              )
            }
          >
            Save staff attendance
          </Button>
        ) : null}
      </Stack>
    </>
  );
}
