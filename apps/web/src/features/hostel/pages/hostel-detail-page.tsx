import { Badge, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { noDataFound } from '../../../ui/data-table/empty-text';
import { DetailList } from '../../../ui/detail-list';
import { formatDate } from '../../../ui/format-date';
import { PageHeader } from '../../../ui/page-header';
import { useHostelOptionsQuery } from '../api/list-hostels';
import { useHostelDetailQuery } from '../api/residence';
import { HostelPicker } from '../components/hostel-picker';

/**
 * /hostel_detail: a hostel at a glance: its warden and phone, beds taken and free, then each
 * room with who sleeps there. The first hostel is shown until another is chosen.
 */
export function HostelDetailPage() {
  const hostels = useHostelOptionsQuery();
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const hostelId = chosen ?? hostels.data?.list[0]?.id ?? null;
  const detail = useHostelDetailQuery(hostelId, sessionId);
  const data = detail.data;
  return (
    <Box maw={1100}>
      <PageHeader title="Hostel Details" actions={[{ to: '/view_room', label: 'Room List' }]} />
      <HostelPicker
        sessionId={sessionId}
        onSessionChange={setSessionId}
        hostelId={hostelId}
        onHostelChange={setChosen}
      />
      {!data ? (
        <Text c="dimmed">
          {hostelId === null && !hostels.isPending
            ? 'No hostel yet. Add one on the Hostels page.'
            : detail.isError
              ? detail.error.message
              : 'Loading...'}
        </Text>
      ) : (
        <Stack gap="md">
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="sm">
              {data.hostel.name}
            </Title>
            <DetailList
              items={[
                { label: 'Warden', value: data.hostel.wardenUser?.full_name },
                { label: 'Phone', value: data.hostel.phone },
                { label: 'Address', value: data.hostel.address },
              ]}
            />
          </Card>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            {(
              [
                ['Rooms', data.totals.rooms],
                ['Beds', data.totals.beds],
                ['Occupied', data.totals.occupied],
                ['Free beds', data.totals.free],
              ] as const
            ).map(([label, value]) => (
              <Card key={label} withBorder radius="md" padding="md">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {label}
                </Text>
                <Text size="xl" fw={700}>
                  {value}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          {data.rooms.length === 0 ? <Text c="dimmed">{noDataFound}</Text> : null}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {data.rooms.map((room) => (
              <Card key={room.id} withBorder radius="md" padding="md" component="section">
                <Group justify="space-between" mb="xs" wrap="nowrap">
                  <Title order={3} size="h5">
                    Room {room.room_name}
                  </Title>
                  <Badge
                    color={room.seat_left === 0 ? 'red' : 'green'}
                    variant="light"
                    aria-label={`${room.occupied} of ${room.capacity} beds taken`}
                  >
                    {room.occupied}/{room.capacity}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" mb="xs">
                  {room.for === 'student' ? 'Students' : 'Staff'} · {room.gender} · {room.seat_left}{' '}
                  free
                </Text>
                {room.residents.length === 0 ? (
                  <Text size="sm">No one yet.</Text>
                ) : (
                  <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                    {room.residents.map((resident) => (
                      <Text key={resident.allocation_id} component="li" size="sm">
                        <Text span fw={600}>
                          {resident.name}
                        </Text>{' '}
                        — {resident.detail}, since {formatDate(resident.date_of_joining)}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Box>
  );
}
