import { Box } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createRoomBodySchema, hostelMessages as m } from '@shala/contracts';
import { useNavigate } from 'react-router';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { FormCard } from '../../../ui/form-card';
import { PageHeader } from '../../../ui/page-header';
import { useCreateRoom } from '../api/save-room';
import { emptyRoom, RoomFields, type RoomFormValues } from '../components/room-fields';

/** /rooms, Add Hostel Room: on success the form resets and the Room List opens. */
export function AddRoomPage() {
  const navigate = useNavigate();
  const create = useCreateRoom();
  const form = useForm<RoomFormValues>({
    initialValues: emptyRoom,
    validate: schemaValidator(createRoomBodySchema),
  });
  const reset = () => {
    form.setValues(emptyRoom);
    form.clearErrors();
  };
  return (
    <Box maw={700}>
      <PageHeader title="Add Hostel Room" actions={[{ to: '/view_room', label: 'Room List' }]} />
      <FormCard
        title="Add Room"
        editing={false}
        submitting={create.isPending}
        onClear={reset}
        onSubmit={form.onSubmit((values) =>
          create.mutate(createRoomBodySchema.parse(values), {
            onSuccess: () => {
              toast.success(m.roomAdded);
              reset();
              navigate('/view_room');
            },
            onError: (error) => applyFieldErrors(form, error),
          }),
        )}
      >
        <RoomFields form={form} />
      </FormCard>
    </Box>
  );
}
