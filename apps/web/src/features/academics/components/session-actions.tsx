import { Group } from '@mantine/core';
import type { SessionRow } from '@shala/contracts';
import { IconCircleCheck, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { RowAction } from '../../../ui/row-action';

export interface SessionHandlers {
  onEdit: (session: SessionRow) => void;
  onAddSub: (session: SessionRow) => void;
  onMakeCurrent: (session: SessionRow) => void;
  onDelete: (session: SessionRow) => void;
}

/** Edit, add a sub-session, set current and delete, for a main session's row. */
export function SessionActions({ session, ...on }: { session: SessionRow } & SessionHandlers) {
  const current = session.is_current === 1;
  const name = session.session_name;
  const deleteBlocked = current
    ? 'The current session cannot be deleted'
    : session.student_count > 0
      ? 'This session has students'
      : null;
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      <RowAction label={`Edit ${name}`} tooltip="Edit" onClick={() => on.onEdit(session)}>
        <IconPencil size={18} aria-hidden />
      </RowAction>
      <RowAction
        label={`Add sub-session to ${name}`}
        tooltip="Add sub-session"
        onClick={() => on.onAddSub(session)}
      >
        <IconPlus size={18} aria-hidden />
      </RowAction>
      <RowAction
        label={`Make ${name} the current session`}
        tooltip={current ? 'This is the current session' : 'Set as current'}
        color="teal"
        disabled={current}
        onClick={() => on.onMakeCurrent(session)}
      >
        <IconCircleCheck size={18} aria-hidden />
      </RowAction>
      <RowAction
        label={`Delete ${name}`}
        tooltip={deleteBlocked ?? 'Delete'}
        color="red"
        disabled={Boolean(deleteBlocked)}
        onClick={() => on.onDelete(session)}
      >
        <IconTrash size={18} aria-hidden />
      </RowAction>
    </Group>
  );
}
