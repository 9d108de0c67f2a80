import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface HomeCardProps {
  /** The heading, also the card's accessible name. */
  title: string;
  /** The page with all of them ("All events"), for those who may open it. */
  link?: { to: string; label: string } | null;
  loading: boolean;
  /** Height of the two placeholder rows while loading. */
  skeletonHeight: number;
  /** The spec's text for nothing to show; shown instead of the children. */
  emptyText: ReactNode | null;
  children: ReactNode;
}

/** A card of the home pages: a heading with its "all" link, placeholders, the items or a note. */
export function HomeCard({
  title,
  link,
  loading,
  skeletonHeight,
  emptyText,
  children,
}: HomeCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {link ? (
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        ) : null}
      </Group>
      {loading ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={skeletonHeight} radius="md" />
          <Skeleton height={skeletonHeight} radius="md" />
        </Stack>
      ) : emptyText ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}
