import { Group } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RowAction } from './row-action';

interface RowActionsProps {
  /** What the row is, for the buttons' accessible names: "event Sports Day", "class 5". */
  name: string;
  /** Each button shows only with its handler (readers get View alone, say). */
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Why the row cannot be deleted; the delete button is then disabled and says so. */
  deleteBlocked?: string | null;
  /** The row's own buttons, before View, Edit and Delete (a message's Notify). */
  children?: ReactNode;
}

/** View, edit and delete icon buttons at the end of a table row. */
export function RowActions({
  name,
  onView,
  onEdit,
  onDelete,
  deleteBlocked,
  children,
}: RowActionsProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
      {onView ? (
        <RowAction label={`View ${name}`} tooltip="View" onClick={onView}>
          <IconEye size={18} aria-hidden />
        </RowAction>
      ) : null}
      {onEdit ? (
        <RowAction label={`Edit ${name}`} tooltip="Edit" onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </RowAction>
      ) : null}
      {onDelete ? (
        <RowAction
          label={`Delete ${name}`}
          tooltip={deleteBlocked ?? 'Delete'}
          color="red"
          disabled={Boolean(deleteBlocked)}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden />
        </RowAction>
      ) : null}
    </Group>
  );
}
