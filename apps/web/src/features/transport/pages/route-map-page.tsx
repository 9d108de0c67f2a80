import { Alert, Box, Button, Group, Loader, Title } from '@mantine/core';
import { transportMessages as m } from '@shala/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { useRouteMapQuery } from '../api/daily-queries';
import { RouteMap } from '../components/route-map';

/** /route_map/:routeId (without one: 'Route not found'): the route's numbered points and driving line, or 'Route not found'. */
export function RouteMapPage() {
  const navigate = useNavigate();
  const routeId = Number(useParams().routeId);
  const valid = Number.isInteger(routeId) && routeId > 0;
  const route = useRouteMapQuery(valid ? routeId : null);
  return (
    <Box>
      <Group gap="sm" mb="md" wrap="nowrap">
        <Button
          variant="subtle"
          h={44}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => navigate(-1)}
        >
          Back
        </Button>
        <Title order={1} size="h3">
          {route.data?.route_name ?? 'Route map'}
        </Title>
      </Group>
      {route.isPending && valid ? <Loader aria-label="Loading..." /> : null}
      {!valid || route.isError ? <Alert color="red">{m.routeNotFound}</Alert> : null}
      {route.data ? (
        <RouteMap
          label={`Map of ${route.data.route_name}`}
          points={route.data.pickup_points}
          path={route.data.path}
          tileUrl={route.data.tile_url}
        />
      ) : null}
    </Box>
  );
}
