import { Box, Button, Card, Stack, Text } from '@mantine/core';
import { type Trip, tripLabels } from '@shala/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { noDataFound } from '../../../ui/data-table/empty-text';
import { DetailList } from '../../../ui/detail-list';
import { PageHeader } from '../../../ui/page-header';
import { useBusDutyQuery } from '../api/daily-queries';
import { TripToggle } from '../components/trip-toggle';

/** /duty_map: the driver's bus duty today with the Pickup / Drop toggle; opens the map. */
export function BusDutyPage() {
  const [trip, setTrip] = useState<Trip>('P');
  const duty = useBusDutyQuery(trip);
  return (
    <Box maw={720}>
      <PageHeader title="Bus Duty" />
      <Stack gap="md">
        <TripToggle value={trip} onChange={setTrip} />
        {duty.data === null ? <Text c="dimmed">{noDataFound}</Text> : null}
        {duty.data ? (
          <Card withBorder>
            <DetailList
              items={[
                { label: 'Route', value: duty.data.route_name },
                { label: 'Vehicle', value: `${duty.data.vehicle_name} (${duty.data.vehicle_no})` },
                { label: 'Trip', value: tripLabels[trip] },
                {
                  label: 'Stops',
                  value: duty.data.points.map((point) => point.label).join(' → '),
                },
              ]}
            />
            <Button component={Link} to={`/route_map/${duty.data.route_id}`} mt="md">
              Open map
            </Button>
          </Card>
        ) : null}
      </Stack>
    </Box>
  );
}
