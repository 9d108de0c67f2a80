import { Button, Card, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type RollNumberOrder, rollNumberOrders } from '@shala/contracts';
import { IconListNumbers } from '@tabler/icons-react';
import { useEffect } from 'react';
import { PageHeader } from '../../../ui/page-header';
import { useRollNumberOrderQuery } from '../api/get-roll-number-order';
import { useSetRollNumberOrder } from '../api/set-roll-number-order';
import { useCanOpen } from '../components/use-can-open';
import { rollOrderText } from '../lib/roll-order';

/** /roll_number_allocation_order: the school's rule for giving roll numbers in a class. */
export function RollNumberOrderPage() {
  const saved = useRollNumberOrderQuery();
  const save = useSetRollNumberOrder();
  const canAllocate = useCanOpen('/allocate_roll_number');
  const form = useForm<{ order: RollNumberOrder | null }>({ initialValues: { order: null } });
  const { order } = form.values;
  const { setValues } = form;
  const savedOrder = saved.data?.roll_number_order ?? null;

  useEffect(() => {
    if (savedOrder) setValues({ order: savedOrder });
  }, [savedOrder, setValues]);

  return (
    <Stack gap={0} maw={720}>
      <PageHeader
        title="Roll Number Order"
        description="How roll numbers are given when a class is numbered. Numbers already given stay until the class is allocated again."
        actions={
          canAllocate
            ? [
                {
                  to: '/allocate_roll_number',
                  label: 'Allocate roll numbers',
                  icon: <IconListNumbers size={16} />,
                },
              ]
            : []
        }
      />
      <Card withBorder radius="md" padding="lg">
        <form
          onSubmit={form.onSubmit((values) => {
            if (values.order) save.mutate(values.order);
          })}
          aria-label="Roll number order"
        >
          {order === null ? (
            <Stack gap="sm" aria-busy>
              <Skeleton height={72} radius="md" />
              <Skeleton height={72} radius="md" />
            </Stack>
          ) : (
            <Radio.Group
              value={order}
              onChange={(value) => form.setFieldValue('order', value as RollNumberOrder)}
              label="Give roll numbers"
              withAsterisk
            >
              <Stack gap="sm" mt="sm">
                {rollNumberOrders.map((value) => (
                  <Radio.Card key={value} value={value} radius="md" p="md">
                    <Group wrap="nowrap" align="flex-start">
                      <Radio.Indicator />
                      <div>
                        <Text fw={600}>{rollOrderText[value].label}</Text>
                        <Text size="sm" c="dimmed">
                          {rollOrderText[value].description}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Group justify="flex-end" mt="lg">
            <Button
              type="submit"
              loading={save.isPending}
              disabled={order === null || order === savedOrder}
            >
              SAVE
            </Button>
          </Group>
        </form>
      </Card>
    </Stack>
  );
}
