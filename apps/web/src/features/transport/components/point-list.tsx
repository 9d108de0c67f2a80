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

export interface DraftPoint {
  key: number;
  label: string;
  address: string;
  lat: number;
  lng: number;
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

/** The route's points in pickup order: name, address and monthly fare; reorder or remove. */
export function PointList({ points, onChange, errors }: PointListProps) {
  const edit = (index: number, change: Partial<DraftPoint>) =>
    onChange(points.map((point, at) => (at === index ? { ...point, ...change } : point)));
  if (!points.length)
    return <Text c="dimmed">Click on the map to add the first pickup point.</Text>;
  return (
    <Stack gap="xs">
      {points.map((point, index) => (
        <Card key={point.key} withBorder padding="xs">
          <Group justify="space-between" mb={4} wrap="nowrap">
            <Text fw={600}>
              {index + 1}. {point.lat.toFixed(5)}, {point.lng.toFixed(5)}
            </Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={`Move point ${index + 1} up`}
                disabled={index === 0}
                onClick={() => onChange(move(points, index, index - 1))}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Move point ${index + 1} down`}
                disabled={index === points.length - 1}
                onClick={() => onChange(move(points, index, index + 1))}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove point ${index + 1}`}
                onClick={() => onChange(points.filter((_, at) => at !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <TextInput
              label={`Point ${index + 1} name`}
              value={point.label}
              error={errors[`pickup_points.${index}.label`]}
              onChange={(event) => edit(index, { label: event.currentTarget.value })}
            />
            <TextInput
              label={`Point ${index + 1} address`}
              value={point.address}
              onChange={(event) => edit(index, { address: event.currentTarget.value })}
            />
            <NumberInput
              label={`Point ${index + 1} monthly fare (₹)`}
              value={point.fare}
              min={0}
              decimalScale={2}
              error={errors[`pickup_points.${index}.fare`]}
              onChange={(value) => edit(index, { fare: value })}
            />
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
