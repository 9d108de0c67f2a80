import { SimpleGrid, Table, Text } from '@mantine/core';
import type { SeatPlan } from '@shala/contracts';
import { SectionCard } from '../../../ui/section-card';

/** The seat plan, a card per room (each prints on its own). */
export function SeatPlanView({ plan }: { plan: SeatPlan }) {
  if (plan.rooms.length === 0) return <Text>No seat plan yet.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {plan.rooms.map((room) => (
        <SectionCard
          key={room.room_name}
          title={room.room_name}
          description={`${room.seats.length} of ${room.capacity} seats`}
        >
          <Table aria-label={`Seats of ${room.room_name}`} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Seat</Table.Th>
                <Table.Th>Class</Table.Th>
                <Table.Th>Roll Number</Table.Th>
                <Table.Th>Student Name</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {room.seats.map((seat) => (
                <Table.Tr key={seat.seat_no}>
                  <Table.Td>{seat.seat_no}</Table.Td>
                  <Table.Td>{seat.class_name}</Table.Td>
                  <Table.Td>{seat.roll_number ?? '—'}</Table.Td>
                  <Table.Td>{seat.student_name}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SectionCard>
      ))}
    </SimpleGrid>
  );
}
