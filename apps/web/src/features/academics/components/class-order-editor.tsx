import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ClassRow } from '@shala/contracts';
import { IconArrowDown, IconArrowUp, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useAllClassesQuery } from '../api/list-classes';
import { useOrderClasses } from '../api/order-classes';
import { describePromotion, moveItem, sameOrder } from '../lib/class-order';

/** Every class, moved up and down into promotion order, saved at once. */
export function ClassOrderEditor({ onClose }: { onClose: () => void }) {
  const all = useAllClassesQuery();
  if (!all.data) {
    return (
      <Card withBorder radius="md" padding="md" aria-busy>
        <Stack gap="xs">
          {[1, 2, 3, 4].map((line) => (
            <Skeleton key={line} height={44} radius="sm" />
          ))}
        </Stack>
      </Card>
    );
  }
  return <OrderList saved={all.data} onClose={onClose} />;
}

function OrderList({ saved, onClose }: { saved: ClassRow[]; onClose: () => void }) {
  const [order, setOrder] = useState(saved);
  const save = useOrderClasses();
  const changed = !sameOrder(
    order.map((row) => row.id),
    saved.map((row) => row.id),
  );
  const moves = describePromotion(order);
  const move = (index: number, delta: number) => setOrder((rows) => moveItem(rows, index, delta));

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Promotion order">
      <Stack gap={4} mb="md">
        <Title order={2} size="h4">
          Promotion order
        </Title>
        <Text size="sm" c="dimmed">
          Move the classes into the order students go through them. The last class passes out.
        </Text>
      </Stack>
      {saved.length === 0 ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
          No classes yet. Add one first.
        </Alert>
      ) : (
        <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {order.map((row, index) => (
            <Paper key={row.id} component="li" withBorder radius="sm" px="sm" py={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Text c="dimmed" w={28} ta="right" size="sm">
                    {index + 1}.
                  </Text>
                  <Stack gap={0} miw={0}>
                    <Text fw={600} truncate>
                      {row.class_name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {moves[index]}
                    </Text>
                  </Stack>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    aria-label={`Move ${row.class_name} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={`Move ${row.class_name} down`}
                    disabled={index === order.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={onClose}>
          CANCEL
        </Button>
        <Button
          disabled={!changed}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              order.map((row) => row.id),
              { onSuccess: onClose },
            )
          }
        >
          SAVE ORDER
        </Button>
      </Group>
    </Card>
  );
}
