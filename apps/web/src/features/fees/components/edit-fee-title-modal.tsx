import { Button, Group, TextInput } from '@mantine/core';
import { type FeeTitleRow, feeMessages } from '@shala/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Popup } from '../../../ui/popup';
import type { ModalTarget } from '../../../ui/use-modal-target';
import { useUpdateFeeTitle } from '../api/fee-titles';

/** 'Edit Fee Title': renames a title; the server's message is the toast. */
export function EditFeeTitleModal({ modal }: { modal: ModalTarget<FeeTitleRow> }) {
  const update = useUpdateFeeTitle();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setName(modal.target?.fee_type_name ?? '');
    setError(null);
  }, [modal.target]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const row = modal.target;
    if (!row) return;
    if (!name.trim()) return setError(feeMessages.enterTitle);
    update.mutate({ id: row.id, fee_type_name: name.trim() }, { onSuccess: modal.close });
  };

  return (
    <Popup opened={modal.opened} onClose={modal.close} title="Edit Fee Title">
      <form onSubmit={submit}>
        <TextInput
          label="Fee Title"
          withAsterisk
          maxLength={100}
          value={name}
          error={error}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={modal.close}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Update
          </Button>
        </Group>
      </form>
    </Popup>
  );
}
