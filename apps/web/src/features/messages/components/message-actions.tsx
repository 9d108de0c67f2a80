import { IconBell } from '@tabler/icons-react';
import { RowAction } from '../../../ui/row-action';
import { RowActions } from '../../../ui/row-actions';

interface MessageActionsProps {
  /** The message's title, for the buttons' accessible names. */
  title: string;
  onNotify: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The list's Action column (spec §2.7): notify bell, edit, delete. */
export function MessageActions({ title, onNotify, onEdit, onDelete }: MessageActionsProps) {
  return (
    <RowActions name={title} onEdit={onEdit} onDelete={onDelete}>
      <RowAction label={`Notify ${title}`} tooltip="Notify" onClick={onNotify}>
        <IconBell size={18} aria-hidden />
      </RowAction>
    </RowActions>
  );
}
