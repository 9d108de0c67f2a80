import { Box, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { transportMessages as m, routeBodySchema } from '@shala/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { toast } from '../../../platform/notify/toast';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useMapSettingsQuery } from '../api/daily-queries';
import { useRoutesQuery, useVehiclesQuery } from '../api/setup-queries';
import { useCreateRoute, useUpdateRoute } from '../api/setup-writes';
import { type DraftPoint, PointList } from '../components/point-list';
import { type MapPoint, RouteMap } from '../components/route-map';

const coordinate = (lat: number) => lat.toFixed(6);

/** The stops the map can draw (typed coordinates may be unfinished), numbered as in the list. */
function listMapPoints(points: DraftPoint[]): Array<MapPoint & { at: number }> {
  return points.flatMap((point, at) => {
    const lat = Number(point.lat);
    const lng = Number(point.lng);
    const placed =
      point.lat.trim() !== '' &&
      point.lng.trim() !== '' &&
      Math.abs(lat) <= 90 &&
      Math.abs(lng) <= 180;
    return placed
      ? [{ lat, lng, label: point.label, address: point.address || null, number: at + 1, at }]
      : [];
  });
}

/**
 * /add_route (and ?id= to edit): name, vehicle and the stops in pickup order. Stops are typed as
 * a list (name, address, latitude and longitude) and reordered there; the map helps: a click
 * adds a stop, a drag moves one.
 */
export function AddRoutePage() {
  const navigate = useNavigate();
  const editId = Number(useSearchParams()[0].get('id')) || null;
  const routes = useRoutesQuery();
  const vehicles = useVehiclesQuery();
  const tiles = useMapSettingsQuery();
  const create = useCreateRoute();
  const update = useUpdateRoute();
  const nextKey = useRef(1);
  const [name, setName] = useState('');
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const [points, setPoints] = useState<DraftPoint[]>([]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const editing = routes.data?.find((row) => row.id === editId) ?? null;

  useEffect(() => {
    if (!editing) return;
    setName(editing.route_name);
    setVehicleId(String(editing.vehicle_id));
    setPoints(
      editing.pickup_points.map((point) => ({
        key: nextKey.current++,
        label: point.label,
        address: point.address ?? '',
        lat: String(point.lat),
        lng: String(point.lng),
        fare: point.fare,
      })),
    );
  }, [editing]);
  const mapPoints = useMemo(() => listMapPoints(points), [points]);
  const addStop = (lat = '', lng = '') =>
    setPoints((current) => [
      ...current,
      { key: nextKey.current++, label: '', address: '', lat, lng, fare: 0 },
    ]);

  const body = {
    route_name: name,
    vehicle_id: vehicleId ? Number(vehicleId) : undefined,
    pickup_points: points.map(({ label, address, lat, lng, fare }) => ({
      label,
      address,
      lat,
      lng,
      fare,
    })),
  };
  const submit = () => {
    const parsed = routeBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    const form = { setErrors };
    const done = () => {
      toast.success(m.routeSaved);
      navigate('/manage_routes');
    };
    const onError = (error: unknown) => {
      if (!applyFieldErrors(form, error) && error instanceof Error) toast.error(error.message);
    };
    if (editId) update.mutate({ ...body, id: editId }, { onSuccess: done, onError });
    else create.mutate(body, { onSuccess: done, onError });
  };

  return (
    <Box maw={1100}>
      <PageHeader
        title={editId ? 'Edit Route' : 'Add Route'}
        actions={[{ to: '/manage_routes', label: 'Routes' }]}
      />
      <Stack gap="md">
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Route Name"
              withAsterisk
              value={name}
              error={errors.route_name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <SelectField
              label="Vehicle"
              withAsterisk
              loading={vehicles.isPending}
              value={vehicleId}
              error={errors.vehicle_id}
              onChange={setVehicleId}
              data={(vehicles.data ?? []).map((row) => ({
                value: String(row.id),
                label: `${row.vehicle_name} (${row.vehicle_no}, ${row.seats} seats)`,
              }))}
            />
          </SimpleGrid>
        </Card>
        <Text size="sm" c="dimmed">
          List the stops in pickup order (name, address, latitude and longitude); the arrows reorder
          them. On the map, a click adds a stop and a drag moves one.
        </Text>
        {errors.pickup_points ? <Text c="red">{errors.pickup_points}</Text> : null}
        <PointList points={points} onChange={setPoints} errors={errors} />
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => addStop()}
          >
            Add stop
          </Button>
        </Group>
        <RouteMap
          label="Route editor map"
          points={mapPoints}
          tileUrl={tiles.data?.tile_url ?? null}
          onAdd={(lat, lng) => addStop(coordinate(lat), coordinate(lng))}
          onMove={(index, lat, lng) => {
            const at = mapPoints[index]?.at;
            setPoints((current) =>
              current.map((point, i) =>
                i === at ? { ...point, lat: coordinate(lat), lng: coordinate(lng) } : point,
              ),
            );
          }}
        />
        <Group>
          <Button onClick={submit} loading={create.isPending || update.isPending}>
            Save Route
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
