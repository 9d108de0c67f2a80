import { Box, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { transportMessages as m, routeBodySchema } from '@shala/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { toast } from '../../../platform/notify/toast';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useMapSettingsQuery } from '../api/daily-queries';
import { useRoutesQuery, useVehiclesQuery } from '../api/setup-queries';
import { useCreateRoute, useUpdateRoute } from '../api/setup-writes';
import { type DraftPoint, PointList } from '../components/point-list';
import { RouteMap } from '../components/route-map';

/**
 * /add_route (and ?id= to edit): name, vehicle and the pickup points drawn on the map — a click
 * adds a point, a drag moves it; the list names, prices and orders them.
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
        lat: point.lat,
        lng: point.lng,
        fare: point.fare,
      })),
    );
  }, [editing]);

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
    if (editId) update.mutate({ ...body, id: editId } as never, { onSuccess: done, onError });
    else create.mutate(body as never, { onSuccess: done, onError });
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
          Click on the map to add a pickup point; drag a numbered point to move it.
        </Text>
        <RouteMap
          label="Route editor map"
          points={points}
          tileUrl={tiles.data?.tile_url ?? null}
          onAdd={(lat, lng) =>
            setPoints((current) => [
              ...current,
              {
                key: nextKey.current++,
                label: `Point ${current.length + 1}`,
                address: '',
                lat,
                lng,
                fare: 0,
              },
            ])
          }
          onMove={(index, lat, lng) =>
            setPoints((current) =>
              current.map((point, at) => (at === index ? { ...point, lat, lng } : point)),
            )
          }
        />
        {errors.pickup_points ? <Text c="red">{errors.pickup_points}</Text> : null}
        <PointList points={points} onChange={setPoints} errors={errors} />
        <Group>
          <Button onClick={submit} loading={create.isPending || update.isPending}>
            Save Route
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
