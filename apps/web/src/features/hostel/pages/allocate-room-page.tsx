import { Box } from '@mantine/core';
import { useForm } from '@mantine/form';
import { allocateBodySchema, hostelMessages as m, type ResidentKind } from '@shala/contracts';
import { useNavigate } from 'react-router';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { DateField } from '../../../ui/date-field';
import { FormCard } from '../../../ui/form-card';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { toId } from '../../../ui/lookups/to-id';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useAllocateRoom, useRoomsOfHostelQuery } from '../api/allocation-desk';
import { useHostelOptionsQuery } from '../api/list-hostels';
import { ResidentSelect } from '../components/resident-select';
import { sessionOptions } from '../components/session-options';

interface AllocateValues {
  session_id: string | null;
  hostel_id: string | null;
  for: ResidentKind;
  hostel_room_id: string | null;
  user_id: string | null;
  date_of_joining: string | null;
}

const empty: AllocateValues = {
  session_id: null,
  hostel_id: null,
  for: 'student',
  hostel_room_id: null,
  user_id: null,
  date_of_joining: null,
};

/** /allocate_room: a bed for a student or staff member; on success Allocated Rooms opens. */
export function AllocateRoomPage() {
  const navigate = useNavigate();
  const sessions = useSessionOptionsQuery();
  const hostels = useHostelOptionsQuery();
  const allocate = useAllocateRoom();
  const form = useForm<AllocateValues>({
    initialValues: empty,
    validate: schemaValidator(allocateBodySchema),
  });
  const { values } = form;
  const sessionId = toId(values.session_id);
  const rooms = useRoomsOfHostelQuery(toId(values.hostel_id), sessionId);
  const roomOptions = (rooms.data ?? [])
    .filter((room) => room.for === values.for)
    .map((room) => ({
      value: String(room.id),
      label: `${room.room_name} (${room.gender}, ${room.seat_left} left)`,
      disabled: room.seat_left <= 0,
    }));
  /** A choice changed: the choices that hang on it are cleared. */
  type Choice = 'session_id' | 'hostel_id' | 'hostel_room_id' | 'user_id';
  const change = (field: Choice, value: string | null, clear: Choice[]) => {
    form.setFieldValue(field, value);
    for (const other of clear) form.setFieldValue(other, null);
  };
  const reset = () => {
    form.setValues(empty);
    form.clearErrors();
  };

  return (
    <Box maw={700}>
      <PageHeader
        title="Allocate Room"
        actions={[{ to: '/allocated_room', label: 'Allocated Rooms' }]}
      />
      <FormCard
        title="Allocate Room"
        editing={false}
        submitting={allocate.isPending}
        onClear={reset}
        onSubmit={form.onSubmit((input) =>
          allocate.mutate(allocateBodySchema.parse(input), {
            onSuccess: () => {
              toast.success(m.allocated);
              reset();
              navigate('/allocated_room');
            },
            onError: (error) => applyFieldErrors(form, error),
          }),
        )}
      >
        <SelectField
          label="Session"
          withAsterisk
          loading={sessions.isPending}
          data={sessionOptions(sessions.data)}
          value={values.session_id}
          error={form.errors.session_id}
          onChange={(value) => change('session_id', value, ['hostel_room_id', 'user_id'])}
        />
        <SelectField
          label="Hostel"
          withAsterisk
          loading={hostels.isPending}
          data={(hostels.data?.list ?? []).map((h) => ({ value: String(h.id), label: h.name }))}
          value={values.hostel_id}
          error={form.errors.hostel_id}
          onChange={(value) => change('hostel_id', value, ['hostel_room_id'])}
        />
        <SelectField
          label="For"
          withAsterisk
          allowDeselect={false}
          data={[
            { value: 'student', label: 'Student' },
            { value: 'staff', label: 'Staff' },
          ]}
          value={values.for}
          error={form.errors.for}
          onChange={(value) => {
            form.setFieldValue('for', (value ?? 'student') as ResidentKind);
            form.setFieldValue('hostel_room_id', null);
            form.setFieldValue('user_id', null);
          }}
        />
        <SelectField
          label="Room"
          withAsterisk
          loading={rooms.isFetching}
          data={roomOptions}
          {...form.getInputProps('hostel_room_id')}
        />
        <ResidentSelect
          key={`${values.for}-${values.session_id}`}
          sessionId={sessionId}
          kind={values.for}
          value={values.user_id}
          onChange={(value) => form.setFieldValue('user_id', value)}
          error={form.errors.user_id as string | undefined}
        />
        <DateField
          label="Joining Date"
          withAsterisk
          value={values.date_of_joining}
          onChange={(value) => form.setFieldValue('date_of_joining', value)}
          error={form.errors.date_of_joining}
        />
      </FormCard>
    </Box>
  );
}
