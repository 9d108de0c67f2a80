import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface RowActionsProps {
  /** What the row is, for the buttons' names: "class 5". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Why the row cannot be deleted; the button is then disabled and says so. */
  deleteBlocked?: string | null;
}

/** Edit and delete buttons at the end of a table row. */
export function RowActions({ name, onEdit, onDelete, deleteBlocked }: RowActionsProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label="Edit" withArrow>
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteBlocked ?? 'Delete'} withArrow>
        {/* A disabled button gets no hover: the wrapper keeps the tooltip working. */}
        <span>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${name}`}
            onClick={onDelete}
            disabled={Boolean(deleteBlocked)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </span>
      </Tooltip>
    </Group>
  );
}
