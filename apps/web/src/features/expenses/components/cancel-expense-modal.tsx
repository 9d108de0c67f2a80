import { Button, Group, Text, Textarea } from '@mantine/core';
import { type ExpenseRow, expenseMessages as m } from '@shala/contracts';
import { useState } from 'react';
import { formatAmount } from '../../../ui/format-amount';
import { Popup } from '../../../ui/popup';
import type { ModalTarget } from '../../../ui/use-modal-target';
import { useCancelExpense } from '../api/expenses';

/** Cancels an expense with a reason: it stays in the list, struck through, out of the totals. */
export function CancelExpenseModal({ modal }: { modal: ModalTarget<ExpenseRow> }) {
  const cancel = useCancelExpense();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const row = modal.target;
  const close = () => {
    setReason('');
    setError(null);
    modal.close();
  };
  const confirm = () => {
    if (!row) return;
    if (!reason.trim()) return setError(m.enterReason);
    cancel.mutate({ id: row.id, reason: reason.trim() }, { onSuccess: close });
  };
  return (
    <Popup opened={modal.opened} onClose={close} title="Cancel expense">
      {row ? (
        <Text mb="sm">
          {row.title}, {formatAmount(row.amount)}. A cancelled expense is kept in the list and left
          out of the totals.
        </Text>
      ) : null}
      <Textarea
        label="Reason"
        withAsterisk
        value={reason}
        error={error}
        maxLength={300}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close} disabled={cancel.isPending}>
          No
        </Button>
        <Button color="red" onClick={confirm} loading={cancel.isPending}>
          Cancel expense
        </Button>
      </Group>
    </Popup>
  );
}
