import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { hostelMessages as m, type RoomRow, updateRoomBodySchema } from '@shala/contracts';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { Popup } from '../../../ui/popup';
import { useUpdateRoom } from '../api/save-room';
import { RoomFields, type RoomFormValues } from './room-fields';

/** The 'Update Room' modal of the Room List. */
export function RoomEditModal({ row, onClose }: { row: RoomRow | null; onClose: () => void }) {
  return (
    <Popup opened={row !== null} onClose={onClose} title="Update Room">
      {row ? <RoomEditForm key={row.id} row={row} onClose={onClose} /> : null}
    </Popup>
  );
}

function RoomEditForm({ row, onClose }: { row: RoomRow; onClose: () => void }) {
  const update = useUpdateRoom();
  const form = useForm<RoomFormValues>({
    initialValues: {
      session_id: String(row.session_id),
      hostel_id: String(row.hostel_id),
      room_name: row.room_name,
      capacity: String(row.capacity),
      for: row.for,
      gender: row.gender,
    },
    validate: schemaValidator(updateRoomBodySchema.omit({ id: true })),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        update.mutate(updateRoomBodySchema.parse({ ...values, id: row.id }), {
          onSuccess: () => {
            toast.success(m.roomUpdated);
            onClose();
          },
          onError: (error) => applyFieldErrors(form, error),
        }),
      )}
    >
      <Stack>
        <RoomFields form={form} />
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
