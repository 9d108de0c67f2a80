import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** Shown on the right of the title (a count, a badge, a button). */
  aside?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** One titled card of a screen or a long form; a region named by its title. */
export function SectionCard({ title, description, aside, children, ref }: SectionCardProps) {
  return (
    <Card ref={ref} withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md" wrap="nowrap">
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
        {aside ? <Box style={{ flexShrink: 0 }}>{aside}</Box> : null}
      </Group>
      {children}
    </Card>
  );
}
