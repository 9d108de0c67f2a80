import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FeeTitleRow, updateFeeTitleBodySchema } from '@shala/contracts';
import { useEffect } from 'react';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { Popup } from '../../../ui/popup';
import type { ModalTarget } from '../../../ui/use-modal-target';
import { useUpdateFeeTitle } from '../api/fee-titles';

// Made once: the form's setters stay the same between renders (the effect below uses them).
const validateName = schemaValidator(updateFeeTitleBodySchema.pick({ fee_type_name: true }));

/** 'Edit Fee Title': renames a title; the server's message is the toast. */
export function EditFeeTitleModal({ modal }: { modal: ModalTarget<FeeTitleRow> }) {
  const update = useUpdateFeeTitle();
  const form = useForm({
    initialValues: { fee_type_name: '' },
    validate: validateName,
  });
  const { setValues, clearErrors } = form;
  useEffect(() => {
    setValues({ fee_type_name: modal.target?.fee_type_name ?? '' });
    clearErrors();
  }, [modal.target, setValues, clearErrors]);

  const submit = form.onSubmit(({ fee_type_name }) => {
    const row = modal.target;
    if (!row) return;
    update.mutate({ id: row.id, fee_type_name: fee_type_name.trim() }, { onSuccess: modal.close });
  });

  return (
    <Popup opened={modal.opened} onClose={modal.close} title="Edit Fee Title">
      <form onSubmit={submit}>
        <TextInput
          label="Fee Title"
          withAsterisk
          maxLength={100}
          {...form.getInputProps('fee_type_name')}
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
