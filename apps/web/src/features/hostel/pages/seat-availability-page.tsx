import { Box, Button, Card, Group, NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { PageHeader } from '../../../ui/page-header';
import { useAssignSeats, useSeatAvailabilityQuery } from '../api/residence';

const keyOf = (row: { class_id: number; section_id: number }) =>
  `${row.class_id}-${row.section_id}`;

/**
 * /seat_availability: the hostel seats kept for each class and section of a session (spec
 * §2.7: Class, Section, Total Seats, Occupied Students, Available Seats). Total Seats is typed
 * in the table; only the rows changed are sent, and 0 removes a quota.
 */
export function SeatAvailabilityPage() {
  const sessions = useSessionOptionsQuery();
  const [chosen, setChosen] = useState<number | null>(null);
  const sessionId = chosen ?? sessions.data?.find((s) => s.is_current === 1)?.value ?? null;
  const seats = useSeatAvailabilityQuery(sessionId);
  const save = useAssignSeats();
  const [typed, setTyped] = useState<Record<string, number | ''>>({});
  const [error, setError] = useState<string | null>(null);
  const rows = seats.data ?? [];
  const changed = rows.filter((row) => {
    const value = typed[keyOf(row)];
    return value !== undefined && value !== '' && value !== row.total_seats;
  });
  const submit = () => {
    if (sessionId === null || changed.length === 0) return;
    setError(null);
    save.mutate(
      {
        session_id: sessionId,
        seats: changed.map((row) => ({
          class_id: row.class_id,
          section_id: row.section_id,
          seats: Number(typed[keyOf(row)]),
        })),
      },
      {
        onSuccess: () => setTyped({}),
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <Box maw={900}>
      <PageHeader
        title="Seat Availability"
        description="Hostel seats kept for each class and section. Students given a bed count against them."
      />
      <Card withBorder radius="md" padding="lg" mb="md">
        <SessionSelect
          value={chosen}
          onChange={(next) => {
            setChosen(next);
            setTyped({});
          }}
          maw={240}
        />
      </Card>
      <Card withBorder radius="md" padding="lg">
        <DataTable
          label="Seat Availability"
          rows={rows}
          loading={seats.isPending && sessionId !== null}
          rowKey={keyOf}
          minWidth={520}
          columns={[
            { key: 'class', header: 'Class', render: (row) => row.class_name },
            { key: 'section', header: 'Section', render: (row) => row.section_name },
            {
              key: 'seats',
              header: 'Total Seats',
              width: 160,
              render: (row) => (
                <NumberInput
                  aria-label={`Total seats of ${row.class_name} - ${row.section_name}`}
                  min={0}
                  max={2000}
                  allowDecimal={false}
                  allowNegative={false}
                  value={typed[keyOf(row)] ?? row.total_seats}
                  onChange={(value) =>
                    setTyped((current) => ({
                      ...current,
                      [keyOf(row)]: value === '' ? '' : Number(value),
                    }))
                  }
                />
              ),
            },
            {
              key: 'occupied',
              header: 'Occupied Students',
              align: 'right',
              render: (row) => row.occupied_students,
            },
            {
              key: 'available',
              header: 'Available Seats',
              align: 'right',
              sortValue: (row) => row.available_seats,
              render: (row) =>
                row.over_by > 0 ? (
                  <Text span c="red.8" fw={600} size="sm">
                    0 (over by {row.over_by})
                  </Text>
                ) : (
                  row.available_seats
                ),
            },
          ]}
        />
        {error ? (
          <Text c="red.8" size="sm" mt="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end" mt="md">
          <Text size="sm" c="dimmed">
            {changed.length === 0 ? 'No changes' : `${changed.length} changed`}
          </Text>
          <Button onClick={submit} loading={save.isPending} disabled={changed.length === 0}>
            SAVE
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          Hostel seats are a guide: a full quota does not stop an allocation.
        </Text>
      </Card>
    </Box>
  );
}
