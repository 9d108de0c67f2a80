import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Trip, tripAtHour, tripLabels } from '@shala/contracts';
import { IconChecklist, IconMap } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { noDataFound } from '../../../ui/data-table/empty-text';
import { HomeCard } from '../../../ui/home-card';
import { useBusDutyQuery } from '../api/daily-queries';
import { TripToggle } from './trip-toggle';

/** Riders of a stop in words: "3 riders, 2 boarded". */
function describeRiders(students: readonly { status: string | null }[]): string {
  const boarded = students.filter((rider) => rider.status === 'boarded').length;
  const riders = `${students.length} ${students.length === 1 ? 'rider' : 'riders'}`;
  return boarded ? `${riders}, ${boarded} boarded` : riders;
}

/**
 * The driver's home: today's trip (the pickup until noon, then the drop) with its route,
 * vehicle and stops in trip order, and the Boarded / Missed screen one tap away.
 */
export function TodayTripCard() {
  const [trip, setTrip] = useState<Trip>(() => tripAtHour(new Date().getHours()));
  const duty = useBusDutyQuery(trip);
  const riders = duty.data?.points.flatMap((point) => point.students) ?? [];
  return (
    <HomeCard title="Today's trip" loading={duty.isPending} skeletonHeight={44} emptyText={null}>
      <Stack gap="sm">
        <TripToggle value={trip} onChange={setTrip} />
        {duty.data ? (
          <>
            <div>
              <Text fw={700}>{duty.data.route_name}</Text>
              <Text size="sm" c="dimmed">
                {duty.data.vehicle_name} ({duty.data.vehicle_no}) · {describeRiders(riders)}
              </Text>
            </div>
            <Stack
              gap={6}
              component="ol"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={`Stops of the ${tripLabels[trip].toLowerCase()}`}
            >
              {duty.data.points.map((point, index) => (
                <Group key={point.id} component="li" gap="sm" wrap="nowrap" justify="space-between">
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <Badge variant="light" circle size="lg" aria-hidden>
                      {index + 1}
                    </Badge>
                    <Text fw={500} truncate>
                      {point.label}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {describeRiders(point.students)}
                  </Text>
                </Group>
              ))}
            </Stack>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Button
                component={Link}
                to={`/mark_transport_attendance?trip=${trip}`}
                leftSection={<IconChecklist size={18} aria-hidden />}
                h={44}
              >
                Boarded / Missed
              </Button>
              <Button
                component={Link}
                to={`/route_map/${duty.data.route_id}`}
                leftSection={<IconMap size={18} aria-hidden />}
                variant="light"
                h={44}
              >
                Open map
              </Button>
            </SimpleGrid>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {duty.isError
              ? noDataFound
              : `No ${tripLabels[trip].toLowerCase()} trip for you today.`}
          </Text>
        )}
      </Stack>
    </HomeCard>
  );
}
