import { Badge, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { ParentDues } from '@shala/contracts';
import { formatAmount } from '../../../ui/format-amount';
import { formatDate } from '../../../ui/format-date';

type Child = ParentDues[number];

export const dueSelectionKey = (studentId: number, dueKey: string) => `${studentId}|${dueKey}`;

/** One child's dues as a checklist: each open due can be ticked to pay online. */
export function ChildDuesCard({
  child,
  selected,
  onToggle,
}: {
  child: Child;
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
}) {
  const open = child.dues.filter((due) => due.balance > 0);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={child.student_name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Text fw={700}>{child.student_name}</Text>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            Due
          </Text>
          <Text fw={700}>{formatAmount(child.total_due)}</Text>
        </Stack>
      </Group>
      {open.length === 0 ? (
        <Text c="dimmed" size="sm">
          No dues. Everything is paid.
        </Text>
      ) : (
        <Stack gap="xs">
          {open.map((due) => {
            const key = dueSelectionKey(child.student_id, due.due_key);
            return (
              <Checkbox
                key={key}
                checked={selected.has(key)}
                onChange={() => onToggle(key)}
                aria-label={`${child.student_name}: ${due.label}`}
                label={
                  <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {due.label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        Last date {formatDate(due.due_date)}
                        {due.late_fee_due > 0
                          ? ` · late fee ${formatAmount(due.late_fee_due)}`
                          : ''}
                      </Text>
                    </Stack>
                    <Text size="sm" fw={600}>
                      {formatAmount(due.balance)}
                    </Text>
                  </Group>
                }
                // The whole row is the label: at least 44 px high for a thumb.
                styles={{
                  body: { alignItems: 'center' },
                  labelWrapper: { flex: 1 },
                  label: { minHeight: 44, display: 'flex', alignItems: 'center' },
                }}
              />
            );
          })}
        </Stack>
      )}
      {child.dues.some((due) => due.late_fee_due > 0) ? (
        <Badge color="orange" variant="light" mt="sm">
          Late fee applies
        </Badge>
      ) : null}
    </Card>
  );
}
