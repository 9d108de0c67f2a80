import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListCardProps {
  title: string;
  /** Buttons beside the title, e.g. "Change order". */
  actions?: ReactNode;
  /** The search box and filters above the table. */
  filters?: ReactNode;
  /** How many rows match, once known: "13 classes". */
  total?: number;
  noun: [singular: string, plural: string];
  children: ReactNode;
}

/** A titled card holding a list: filters, a live row count, then the table. */
export function ListCard({ title, actions, filters, total, noun, children }: ListCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group justify="space-between" align="center" gap="sm" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {filters}
      {total !== undefined ? (
        <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
          {total === 1 ? `1 ${noun[0]}` : `${total} ${noun[1]}`}
        </Text>
      ) : null}
      {children}
    </Card>
  );
}
