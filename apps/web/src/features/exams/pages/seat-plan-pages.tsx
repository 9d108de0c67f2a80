import { Box, Button, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useClassOptionsQuery } from '../../../ui/lookups/list-class-options';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { usePlanSeats, useSeatPlanQuery } from '../api/seats';
import { ExamTypeSelect } from '../components/exam-type-select';
import { SeatPlanView } from '../components/seat-plan-view';
import { showRefusal } from '../lib/field-errors';

type RoomInput = { room_name: string; capacity: string };

/** /assign_seat: rooms and the classes sitting an exam; students are spread by class and roll. */
export function AssignSeatPage() {
  const [examTypeId, setExamTypeId] = useState<number | null>(null);
  const [classIds, setClassIds] = useState<string[]>([]);
  const [rooms, setRooms] = useState<RoomInput[]>([{ room_name: 'Room 1', capacity: '30' }]);
  const classes = useClassOptionsQuery();
  const plan = usePlanSeats();
  const current = useSeatPlanQuery(examTypeId);
  const change = (index: number, patch: Partial<RoomInput>) =>
    setRooms((list) => list.map((room, i) => (i === index ? { ...room, ...patch } : room)));
  return (
    <Box maw={1100}>
      <PageHeader
        title="Assign Seats"
        description="Neighbours come from different classes; each class sits in roll-number order."
      />
      <Stack gap="lg">
        <SectionCard title="Seat Plan">
          <Stack gap="md">
            <Group align="flex-end" wrap="wrap">
              <ExamTypeSelect value={examTypeId} onChange={setExamTypeId} />
              <MultiSelect
                label="Classes"
                miw={260}
                data={(classes.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
                value={classIds}
                onChange={setClassIds}
              />
            </Group>
            {rooms.map((room, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rooms are edited in place, by position
              <Group key={index} align="flex-end" wrap="wrap">
                <TextInput
                  label={`Room ${index + 1} name`}
                  value={room.room_name}
                  onChange={(e) => change(index, { room_name: e.currentTarget.value })}
                />
                <TextInput
                  label={`Room ${index + 1} capacity`}
                  inputMode="numeric"
                  w={140}
                  value={room.capacity}
                  onChange={(e) => change(index, { capacity: e.currentTarget.value })}
                />
                {rooms.length > 1 ? (
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => setRooms((list) => list.filter((_, i) => i !== index))}
                  >
                    Remove
                  </Button>
                ) : null}
              </Group>
            ))}
            <Group justify="space-between">
              <Button
                variant="default"
                onClick={() =>
                  setRooms((list) => [
                    ...list,
                    { room_name: `Room ${list.length + 1}`, capacity: '30' },
                  ])
                }
              >
                Add Room
              </Button>
              <Button
                disabled={examTypeId === null || classIds.length === 0}
                loading={plan.isPending}
                onClick={() =>
                  examTypeId !== null &&
                  plan.mutate(
                    {
                      exam_type_id: examTypeId,
                      class_ids: classIds.map(Number),
                      rooms: rooms.map((r) => ({ room_name: r.room_name, capacity: r.capacity })),
                    },
                    { onError: (error) => showRefusal(error) },
                  )
                }
              >
                PLAN SEATS
              </Button>
            </Group>
          </Stack>
        </SectionCard>
        {current.data ? <SeatPlanView plan={current.data} /> : null}
      </Stack>
    </Box>
  );
}

/** /student_seats_plan: the seat plan of an exam, printable room by room. */
export function SeatsPlanPage() {
  const [examTypeId, setExamTypeId] = useState<number | null>(null);
  const current = useSeatPlanQuery(examTypeId);
  return (
    <Box maw={1100}>
      <PageHeader title="Seats Plan" description="Print it for the doors of the exam rooms." />
      <Stack gap="lg">
        <Group align="flex-end">
          <ExamTypeSelect value={examTypeId} onChange={setExamTypeId} />
          <Button
            variant="light"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
            disabled={!current.data?.rooms.length}
          >
            Print
          </Button>
        </Group>
        {current.data ? <SeatPlanView plan={current.data} /> : null}
      </Stack>
    </Box>
  );
}
