import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FeeSetupRow, hostelMessages as m, updateFeeSetupBodySchema } from '@shala/contracts';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { Popup } from '../../../ui/popup';
import { useUpdateFeeSetup } from '../api/fee-setup';
import { FeeTermsFields, type FeeTermsValues } from './fee-terms-fields';

/** The 'Update Hostel' modal of the Fee Setup List: session and hostel read-only. */
export function FeeSetupEditModal({
  row,
  onClose,
}: {
  row: FeeSetupRow | null;
  onClose: () => void;
}) {
  return (
    <Popup opened={row !== null} onClose={onClose} title="Update Hostel">
      {row ? <FeeSetupEditForm key={row.id} row={row} onClose={onClose} /> : null}
    </Popup>
  );
}

function FeeSetupEditForm({ row, onClose }: { row: FeeSetupRow; onClose: () => void }) {
  const update = useUpdateFeeSetup();
  const form = useForm<FeeTermsValues>({
    initialValues: {
      amount: String(row.amount),
      last_day_of_submission: String(row.last_day_of_submission),
      late_fee: String(row.late_fee),
    },
    validate: schemaValidator(updateFeeSetupBodySchema.omit({ id: true })),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        update.mutate(
          { ...values, id: row.id, last_day_of_submission: values.last_day_of_submission ?? '' },
          {
            onSuccess: () => {
              toast.success(m.feeSetupUpdated);
              onClose();
            },
            onError: (error) => applyFieldErrors(form, error),
          },
        ),
      )}
    >
      <Stack>
        <TextInput label="Session" readOnly value={row.session.session_name} />
        <TextInput label="Hostel" readOnly value={row.hostel.hostel_name} />
        <FeeTermsFields form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Update
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
