import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';

interface EventActionsProps {
  title: string;
  onView: () => void;
  /** Edit and delete show only to those who may write events. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** View, edit and delete at the end of an event's row. */
export function EventActions({ title, onView, onEdit, onDelete }: EventActionsProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label="View" withArrow>
        <ActionIcon variant="subtle" aria-label={`View event ${title}`} onClick={onView}>
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {onEdit ? (
        <Tooltip label="Edit" withArrow>
          <ActionIcon variant="subtle" aria-label={`Edit event ${title}`} onClick={onEdit}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {onDelete ? (
        <Tooltip label="Delete" withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete event ${title}`}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
