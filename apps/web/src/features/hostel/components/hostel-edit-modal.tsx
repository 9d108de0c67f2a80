import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type HostelRow, hostelMessages as m, updateHostelBodySchema } from '@shala/contracts';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { Popup } from '../../../ui/popup';
import { useUpdateHostel } from '../api/save-hostel';
import { HostelFields, type HostelFormValues } from './hostel-fields';

/** The 'Update Hostel' modal of the Hostel List. */
export function HostelEditModal({ row, onClose }: { row: HostelRow | null; onClose: () => void }) {
  return (
    <Popup opened={row !== null} onClose={onClose} title="Update Hostel">
      {row ? <HostelEditForm key={row.id} row={row} onClose={onClose} /> : null}
    </Popup>
  );
}

function HostelEditForm({ row, onClose }: { row: HostelRow; onClose: () => void }) {
  const update = useUpdateHostel();
  const form = useForm<HostelFormValues>({
    initialValues: {
      name: row.name,
      address: row.address,
      phone: row.phone,
      warden_id: row.warden_id ? String(row.warden_id) : null,
    },
    validate: schemaValidator(updateHostelBodySchema.omit({ id: true })),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        update.mutate(updateHostelBodySchema.parse({ ...values, id: row.id }), {
          onSuccess: () => {
            toast.success(m.hostelUpdated);
            onClose();
          },
          onError: (error) => applyFieldErrors(form, error),
        }),
      )}
    >
      <Stack>
        <HostelFields form={form} />
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
