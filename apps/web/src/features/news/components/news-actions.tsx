import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';

interface NewsActionsProps {
  title: string;
  onView: () => void;
  /** Edit and delete show only to those who may write news. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** View, edit and delete at the end of a news row. */
export function NewsActions({ title, onView, onEdit, onDelete }: NewsActionsProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label="View" withArrow>
        <ActionIcon variant="subtle" aria-label={`View news ${title}`} onClick={onView}>
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {onEdit ? (
        <Tooltip label="Edit" withArrow>
          <ActionIcon variant="subtle" aria-label={`Edit news ${title}`} onClick={onEdit}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {onDelete ? (
        <Tooltip label="Delete" withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete news ${title}`}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
