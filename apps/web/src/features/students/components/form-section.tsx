import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  description?: ReactNode;
  /** Beside the title on the right: a switch or a small action. */
  aside?: ReactNode;
  /** The body; it brings its own top margin, so a collapsed body leaves no gap. */
  children?: ReactNode;
}

/** One titled card of a long form. */
export function FormSection({ title, description, aside, children }: FormSectionProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {aside}
      </Group>
      {children}
    </Card>
  );
}
