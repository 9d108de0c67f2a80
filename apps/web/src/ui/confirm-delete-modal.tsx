import { ConfirmModal } from './confirm-modal';
import type { ModalTarget } from './use-modal-target';

/** A delete mutation by the row's id (`useMutation` answers one). */
interface DeleteMutation {
  mutate: (id: number, options: { onSuccess: () => void; onSettled: () => void }) => void;
  isPending: boolean;
}

interface ConfirmDeleteModalProps<Row extends { id: number }> {
  /** The row asked about, from `useModalTarget`. */
  modal: ModalTarget<Row>;
  /** "Delete event". */
  title: string;
  /** The question about the row: "Are you sure you want to delete the event …?". */
  question: (row: Row) => string;
  remove: DeleteMutation;
  /** After the row is gone: a toast, closing the form that edits it. */
  onDeleted?: (row: Row) => void;
}

/** "Are you sure" before deleting a row: Yes deletes it, and the dialog closes either way. */
export function ConfirmDeleteModal<Row extends { id: number }>({
  modal,
  title,
  question,
  remove,
  onDeleted,
}: ConfirmDeleteModalProps<Row>) {
  return (
    <ConfirmModal
      opened={modal.opened}
      onClose={modal.close}
      title={title}
      message={modal.target ? question(modal.target) : ''}
      danger
      loading={remove.isPending}
      onConfirm={() => {
        const row = modal.target;
        if (!row) return;
        remove.mutate(row.id, { onSuccess: () => onDeleted?.(row), onSettled: modal.close });
      }}
    />
  );
}
