import { ActionIcon, Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createVisitorBodySchema,
  hostelMessages as m,
  maxVisitorsPerEntry,
  type ResidentKind,
  todayIn,
  visitorFormSchema,
} from '@shala/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { DateField } from '../../../ui/date-field';
import { FormCard } from '../../../ui/form-card';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { toId } from '../../../ui/lookups/to-id';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useRoomsOfHostelQuery } from '../api/allocation-desk';
import { useHostelOptionsQuery } from '../api/list-hostels';
import { useCreateVisitor, useRoomResidentsQuery } from '../api/visitors';
import { ClockTimeField } from '../components/clock-time-field';

interface VisitorValues {
  for: ResidentKind | null;
  hostel_id: string | null;
  hostel_room_id: string | null;
  hostlier_id: string | null;
  date: string | null;
  in_time: string;
  visitor_name: string[];
  relation: string[];
}

const empty: VisitorValues = {
  for: null,
  hostel_id: null,
  hostel_room_id: null,
  hostlier_id: null,
  date: null,
  in_time: '',
  visitor_name: [''],
  relation: [''],
};

/**
 * /hostel_visitor, Add Visitor Details: a resident of a room of the current session (For,
 * Hostel, Room, then the student or staff member), the day, the in time and one or more
 * visitors, each with a relation. Link to /visitor_list.
 */
export function AddVisitorPage() {
  const sessions = useSessionOptionsQuery();
  const hostels = useHostelOptionsQuery();
  const create = useCreateVisitor();
  const form = useForm<VisitorValues>({
    initialValues: empty,
    validate: schemaValidator(visitorFormSchema),
  });
  const { values } = form;
  const sessionId = sessions.data?.find((s) => s.is_current === 1)?.value ?? null;
  const hostelId = toId(values.hostel_id);
  const roomId = toId(values.hostel_room_id);
  const rooms = useRoomsOfHostelQuery(hostelId, sessionId);
  const residents = useRoomResidentsQuery(sessionId, hostelId, roomId);
  const roomOptions = (rooms.data ?? [])
    .filter((room) => room.for === values.for)
    .map((room) => ({ value: String(room.id), label: `${room.room_name} (${room.gender})` }));
  const residentOptions = (residents.data ?? []).map((row) => ({
    value: String(row.id),
    label: row.studentDetail
      ? [row.studentDetail.name, row.studentDetail.class_name, row.studentDetail.section_name]
          .filter(Boolean)
          .join(' · ')
      : (row.userDetail?.full_name ?? ''),
  }));
  const clear = (fields: ('hostel_room_id' | 'hostlier_id')[]) => {
    for (const field of fields) form.setFieldValue(field, null);
  };
  const reset = () => {
    form.setValues(empty);
    form.clearErrors();
  };
  const addVisitor = () => {
    form.insertListItem('visitor_name', '');
    form.insertListItem('relation', '');
  };
  const removeVisitor = (index: number) => {
    form.removeListItem('visitor_name', index);
    form.removeListItem('relation', index);
  };
  const residentLabel = values.for === 'staff' ? 'Staff' : 'Student';

  return (
    <Box maw={760}>
      <PageHeader
        title="Add Visitor Details"
        actions={[{ to: '/visitor_list', label: 'Visitor List' }]}
      />
      <FormCard
        title="Add Visitor Details"
        editing={false}
        submitting={create.isPending}
        onClear={reset}
        onSubmit={form.onSubmit((input) =>
          create.mutate(createVisitorBodySchema.parse(input), {
            onSuccess: () => {
              toast.success(m.visitorAdded);
              reset();
            },
            onError: (error) => applyFieldErrors(form, error),
          }),
        )}
      >
        <SelectField
          label="For"
          withAsterisk
          data={[
            { value: 'student', label: 'Student' },
            { value: 'staff', label: 'Staff' },
          ]}
          value={values.for}
          error={form.errors.for}
          onChange={(value) => {
            form.setFieldValue('for', value as ResidentKind | null);
            clear(['hostel_room_id', 'hostlier_id']);
          }}
        />
        <SelectField
          label="Hostel"
          withAsterisk
          loading={hostels.isPending}
          data={(hostels.data?.list ?? []).map((h) => ({ value: String(h.id), label: h.name }))}
          value={values.hostel_id}
          error={form.errors.hostel_id}
          onChange={(value) => {
            form.setFieldValue('hostel_id', value);
            clear(['hostel_room_id', 'hostlier_id']);
          }}
        />
        <SelectField
          label="Room"
          withAsterisk
          loading={rooms.isFetching}
          data={roomOptions}
          value={values.hostel_room_id}
          error={form.errors.hostel_room_id}
          onChange={(value) => {
            form.setFieldValue('hostel_room_id', value);
            clear(['hostlier_id']);
          }}
        />
        <SelectField
          label={residentLabel}
          withAsterisk
          searchable
          loading={residents.isFetching}
          data={residentOptions}
          {...form.getInputProps('hostlier_id')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <DateField
            label="Date"
            withAsterisk
            miw={180}
            maxDate={todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone)}
            value={values.date}
            onChange={(value) => form.setFieldValue('date', value)}
            error={form.errors.date}
          />
          <ClockTimeField
            label="In Time"
            withAsterisk
            miw={140}
            value={values.in_time}
            onChange={(value) => form.setFieldValue('in_time', value)}
            error={form.errors.in_time}
          />
        </Group>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Visitors
          </Text>
          {values.visitor_name.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions of two parallel lists
            <Group key={index} align="flex-start" wrap="wrap" gap="sm">
              <TextInput
                label={`Visitor Name ${index + 1}`}
                withAsterisk
                maxLength={100}
                style={{ flex: '1 1 180px' }}
                {...form.getInputProps(`visitor_name.${index}`)}
              />
              <TextInput
                label={`Relation ${index + 1}`}
                withAsterisk
                maxLength={60}
                style={{ flex: '1 1 140px' }}
                {...form.getInputProps(`relation.${index}`)}
              />
              {values.visitor_name.length > 1 ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={`Remove visitor ${index + 1}`}
                  onClick={() => removeVisitor(index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
          {form.errors.visitor_name ? (
            <Text c="red" size="sm">
              {form.errors.visitor_name}
            </Text>
          ) : null}
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={values.visitor_name.length >= maxVisitorsPerEntry}
            onClick={addVisitor}
          >
            Add Visitor
          </Button>
        </Stack>
      </FormCard>
    </Box>
  );
}
