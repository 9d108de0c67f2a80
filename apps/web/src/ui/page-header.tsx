import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageLink {
  to: string;
  label: string;
  icon?: ReactNode;
}

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** A link back to where this page was reached from (e.g. Back to /notification). */
  back?: PageLink;
  /** Links to related pages (e.g. View), shown as buttons on the right. */
  actions?: PageLink[];
}

/** The top of a signed-in page: optional back link, title, description, related links. */
export function PageHeader({ title, description, back, actions = [] }: PageHeaderProps) {
  return (
    <Stack gap={6} mb="lg">
      {back ? (
        <Anchor component={Link} to={back.to} size="sm" w="fit-content" miw={44} data-print-hidden>
          <Group gap={4} wrap="nowrap" mih={44}>
            {back.icon ?? <IconArrowLeft size={16} aria-hidden />}
            {back.label}
          </Group>
        </Anchor>
      ) : null}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} miw={0}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description ? <Text c="dimmed">{description}</Text> : null}
        </Stack>
        {actions.length ? (
          <Group gap="xs">
            {actions.map((action) => (
              <Button
                key={action.to}
                component={Link}
                to={action.to}
                variant="light"
                leftSection={action.icon}
              >
                {action.label}
              </Button>
            ))}
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
