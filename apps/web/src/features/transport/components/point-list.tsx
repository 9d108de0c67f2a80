import {
  ActionIcon,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';

/** A stop being edited; its coordinates are kept as typed (or as the map placed them). */
export interface DraftPoint {
  key: number;
  label: string;
  address: string;
  lat: string;
  lng: string;
  fare: number | string;
}

interface PointListProps {
  points: DraftPoint[];
  onChange: (points: DraftPoint[]) => void;
  errors: Record<string, string | undefined>;
}

const move = (points: DraftPoint[], from: number, to: number) => {
  const next = [...points];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** The route's stops in pickup order: name, address, coordinates and monthly fare; reorder or remove. */
export function PointList({ points, onChange, errors }: PointListProps) {
  const edit = (index: number, change: Partial<DraftPoint>) =>
    onChange(points.map((point, at) => (at === index ? { ...point, ...change } : point)));
  if (!points.length)
    return <Text c="dimmed">No stops yet: add one below, or click its place on the map.</Text>;
  return (
    <Stack gap="xs">
      {points.map((point, index) => {
        const n = index + 1;
        const error = (field: string) => errors[`pickup_points.${index}.${field}`];
        return (
          <Card key={point.key} withBorder padding="xs">
            <Group justify="space-between" mb={4} wrap="nowrap">
              <Text fw={600} truncate>
                {n}. {point.label.trim() || 'New stop'}
              </Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  size="xl"
                  aria-label={`Move point ${n} up`}
                  disabled={index === 0}
                  onClick={() => onChange(move(points, index, index - 1))}
                >
                  <IconArrowUp size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="xl"
                  aria-label={`Move point ${n} down`}
                  disabled={index === points.length - 1}
                  onClick={() => onChange(move(points, index, index + 1))}
                >
                  <IconArrowDown size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="xl"
                  color="red"
                  aria-label={`Remove point ${n}`}
                  onClick={() => onChange(points.filter((_, at) => at !== index))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xs">
              <TextInput
                label={`Point ${n} name`}
                withAsterisk
                value={point.label}
                error={error('label')}
                onChange={(event) => edit(index, { label: event.currentTarget.value })}
              />
              <TextInput
                label={`Point ${n} address`}
                value={point.address}
                onChange={(event) => edit(index, { address: event.currentTarget.value })}
              />
              <TextInput
                label={`Point ${n} latitude`}
                withAsterisk
                inputMode="decimal"
                placeholder="e.g. 12.97160"
                value={point.lat}
                error={error('lat')}
                onChange={(event) => edit(index, { lat: event.currentTarget.value })}
              />
              <TextInput
                label={`Point ${n} longitude`}
                withAsterisk
                inputMode="decimal"
                placeholder="e.g. 77.59460"
                value={point.lng}
                error={error('lng')}
                onChange={(event) => edit(index, { lng: event.currentTarget.value })}
              />
              <NumberInput
                label={`Point ${n} monthly fare (₹)`}
                value={point.fare}
                min={0}
                decimalScale={2}
                error={error('fare')}
                onChange={(value) => edit(index, { fare: value })}
              />
            </SimpleGrid>
          </Card>
        );
      })}
    </Stack>
  );
}
