import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type BoardingStatus, parseTrip, type Trip } from '@shala/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { noDataFound } from '../../../ui/data-table/empty-text';
import { PageHeader } from '../../../ui/page-header';
import { useBusDutyQuery } from '../api/daily-queries';
import { useMarkBoarding } from '../api/daily-writes';
import { TripToggle } from '../components/trip-toggle';

/**
 * /mark_transport_attendance: the driver's trip today, point by point; each rider is marked
 * Boarded or Missed with one tap (the parents are told once per trip). `?trip=D` opens the drop
 * (the home's trip card links here with the trip it shows).
 */
export function MarkBoardingPage() {
  const [params] = useSearchParams();
  const [trip, setTrip] = useState<Trip>(() => parseTrip(params.get('trip')) ?? 'P');
  const duty = useBusDutyQuery(trip);
  const mark = useMarkBoarding();
  const save = (studentId: number, status: BoardingStatus) =>
    duty.data && mark.mutate({ route_id: duty.data.route_id, student_id: studentId, trip, status });
  return (
    <Box maw={720}>
      <PageHeader title="Transport Attendance" description="Mark who boarded at each point." />
      <Stack gap="md">
        <TripToggle value={trip} onChange={setTrip} />
        {duty.data === null ? <Text c="dimmed">{noDataFound}</Text> : null}
        {duty.data ? (
          <>
            <Group justify="space-between">
              <Text fw={600}>
                {duty.data.route_name} · {duty.data.vehicle_name} ({duty.data.vehicle_no})
              </Text>
              <Button component={Link} to={`/route_map/${duty.data.route_id}`} variant="light">
                Open map
              </Button>
            </Group>
            {duty.data.points.map((point, index) => (
              <Card key={point.id} withBorder padding="sm">
                <Title order={2} size="h5" mb="xs">
                  {index + 1}. {point.label}
                </Title>
                {point.students.length === 0 ? <Text c="dimmed">No riders</Text> : null}
                <Stack gap="xs">
                  {point.students.map((rider) => (
                    <Group key={rider.student_id} justify="space-between" wrap="nowrap">
                      <Stack gap={0} miw={0}>
                        <Text fw={500}>{rider.student_name}</Text>
                        {rider.status ? (
                          <Badge color={rider.status === 'boarded' ? 'green' : 'red'} size="sm">
                            {rider.status === 'boarded' ? 'Boarded' : 'Missed'}
                          </Badge>
                        ) : null}
                      </Stack>
                      <Group gap={6} wrap="nowrap">
                        <Button
                          size="md"
                          h={44}
                          color="green"
                          aria-label={`Boarded: ${rider.student_name}`}
                          onClick={() => save(rider.student_id, 'boarded')}
                        >
                          Boarded
                        </Button>
                        <Button
                          size="md"
                          h={44}
                          color="red"
                          variant="light"
                          aria-label={`Missed: ${rider.student_name}`}
                          onClick={() => save(rider.student_id, 'missed')}
                        >
                          Missed
                        </Button>
                      </Group>
                    </Group>
                  ))}
                </Stack>
              </Card>
            ))}
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
