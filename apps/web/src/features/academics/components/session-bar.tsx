import { Alert, Card, Group, Text } from '@mantine/core';
import { sessionMessages } from '@shala/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SessionSelect } from '../../../ui/lookups/session-select';
import type { useChosenSession } from './use-chosen-session';

interface SessionBarProps {
  session: ReturnType<typeof useChosenSession>;
  /** More filters beside the session, e.g. the class. */
  children?: ReactNode;
  /** Says what changes apply to. */
  note?: ReactNode;
}

/** The session (and other) choices at the top of a per-session set-up screen. */
export function SessionBar({ session, children, note }: SessionBarProps) {
  return (
    <Card withBorder radius="md" padding="md" mb="lg">
      <Group align="flex-end" gap="md">
        <SessionSelect
          value={session.isCurrent ? null : session.sessionId}
          onChange={session.choose}
          maw={260}
        />
        {children}
      </Group>
      {note ? (
        <Text size="sm" c="dimmed" mt="sm">
          {note}
        </Text>
      ) : null}
      {!session.loading && session.sessionId === null ? (
        <Alert color="yellow" mt="md" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {sessionMessages.noCurrentSession}
        </Alert>
      ) : null}
    </Card>
  );
}
