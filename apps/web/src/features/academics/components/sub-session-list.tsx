import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { SessionRow } from '@shala/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { formatDate } from '../../../ui/format-date';

export type SubSession = SessionRow['sub_sessions'][number];

interface SubSessionListProps {
  session: SessionRow;
  onEdit: (sub: SubSession) => void;
  onDelete: (sub: SubSession) => void;
}

/** The Sub-session cell: each term with its dates, edit and delete. */
export function SubSessionList({ session, onEdit, onDelete }: SubSessionListProps) {
  if (session.sub_sessions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        N/A
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {session.sub_sessions.map((sub) => (
        <Group key={sub.id} gap={4} wrap="nowrap" justify="space-between">
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {sub.session_name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(sub.start_date)} to {formatDate(sub.end_date)}
            </Text>
          </Stack>
          <Group gap={0} wrap="nowrap">
            <Tooltip label="Edit" withArrow>
              <ActionIcon
                size="sm"
                variant="subtle"
                aria-label={`Edit ${sub.session_name} of ${session.session_name}`}
                onClick={() => onEdit(sub)}
              >
                <IconPencil size={15} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete" withArrow>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label={`Delete ${sub.session_name} of ${session.session_name}`}
                onClick={() => onDelete(sub)}
              >
                <IconTrash size={15} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
