import { Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { useRoutesQuery, useVehiclesQuery } from '../api/setup-queries';

const links = [
  ['/manage_vehicles', 'Vehicles'],
  ['/manage_drivers', 'Drivers'],
  ['/manage_routes', 'Routes'],
  ['/view_driver_setting', 'Driver Settings'],
  ['/manage_allocate_route', 'Route Allocations'],
  ['/transport_report', 'Transport Report'],
] as const;

/** /transportation: the bus service at a glance, with reminders of lapsing vehicle papers. */
export function TransportationPage() {
  const vehicles = useVehiclesQuery();
  const routes = useRoutesQuery();
  const reminders = (vehicles.data ?? []).filter((row) => row.reminders.length);
  return (
    <Box maw={1000}>
      <PageHeader title="Transportation" />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <Card withBorder>
            <Text c="dimmed" size="sm">
              Vehicles
            </Text>
            <Title order={2}>{vehicles.data?.length ?? '…'}</Title>
          </Card>
          <Card withBorder>
            <Text c="dimmed" size="sm">
              Routes
            </Text>
            <Title order={2}>{routes.data?.length ?? '…'}</Title>
          </Card>
          <Card withBorder>
            <Text c="dimmed" size="sm">
              Riders
            </Text>
            <Title order={2}>
              {routes.data?.reduce((sum, row) => sum + row.allocated, 0) ?? '…'}
            </Title>
          </Card>
        </SimpleGrid>
        {reminders.length ? (
          <Card withBorder>
            <Title order={2} size="h5" mb="xs">
              Reminders
            </Title>
            <Stack gap={4}>
              {reminders.map((row) => (
                <Group key={row.id} gap="xs">
                  <Text fw={600}>{row.vehicle_name}</Text>
                  {row.reminders.map((text) => (
                    <Badge key={text} color="orange" variant="light">
                      {text}
                    </Badge>
                  ))}
                </Group>
              ))}
            </Stack>
          </Card>
        ) : null}
        <Group gap="xs">
          {links.map(([to, label]) => (
            <Button key={to} component={Link} to={to} variant="light">
              {label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Box>
  );
}
