import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ExpenseList } from '@shala/contracts';
import { formatAmount } from '../../../ui/format-amount';

/** The total of the filtered expenses and its split by category (cancelled ones left out). */
export function ExpenseTotals({ totals }: { totals: ExpenseList | undefined }) {
  if (!totals) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mb="md">
      <Card withBorder radius="md" padding="md" aria-label="Total expenses">
        <Text size="sm" c="dimmed">
          Total ({totals.count} {totals.count === 1 ? 'entry' : 'entries'})
        </Text>
        <Text fw={700} size="xl">
          {formatAmount(totals.total_amount)}
        </Text>
      </Card>
      <Card withBorder radius="md" padding="md" aria-label="Totals by category">
        <Stack gap={4}>
          {totals.by_category.map((c) => (
            <Group key={c.category_id} justify="space-between" wrap="nowrap">
              <Text size="sm">{c.category_name}</Text>
              <Text size="sm" fw={600}>
                {formatAmount(c.amount)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
