import { Card, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createOutPassBodySchema,
  type OutPassStatus,
  outPassMessages as om,
} from '@shala/contracts';
import { useState } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { FormCard } from '../../../ui/form-card';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { toId } from '../../../ui/lookups/to-id';
import { SelectField } from '../../../ui/select-field';
import { useRoomsOfHostelQuery } from '../api/allocation-desk';
import { useHostelOptionsQuery } from '../api/list-hostels';
import { useActOnOutPass, useIssueOutPass, useOutPassesQuery } from '../api/out-passes';
import { useRoomResidentsQuery } from '../api/visitors';
import { emptyOutPassWindow, OutPassFields, type OutPassWindowValues } from './out-pass-fields';
import { OutPassList } from './out-pass-list';

interface IssueValues extends OutPassWindowValues {
  hostel_id: string | null;
  hostel_room_id: string | null;
  student_id: string | null;
}
const empty: IssueValues = {
  ...emptyOutPassWindow,
  hostel_id: null,
  hostel_room_id: null,
  student_id: null,
};

const filters: Array<{ value: OutPassStatus | 'all'; label: string }> = [
  { value: 'requested', label: 'To decide' },
  { value: 'approved', label: 'Approved' },
  { value: 'out', label: 'Out now' },
  { value: 'all', label: 'All' },
];

/**
 * The warden's out-pass desk on /student_hostel_details: passes to decide, approved ones to
 * let out at the gate, residents out now to mark back, and a form to issue a pass.
 */
export function OutPassDesk() {
  const [status, setStatus] = useState<OutPassStatus | 'all'>('requested');
  const passes = useOutPassesQuery(status === 'all' ? null : status);
  const act = useActOnOutPass();
  const [busyId, setBusyId] = useState<number | null>(null);
  const rows = passes.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          Out-passes
        </Title>
        <SegmentedControl
          mb="md"
          aria-label="Show out-passes"
          data={filters}
          value={status}
          onChange={(value) => setStatus(value as OutPassStatus | 'all')}
        />
        <OutPassList
          rows={rows}
          actions={['approve', 'reject', 'mark_out', 'mark_returned', 'cancel']}
          busyId={busyId}
          emptyText={passes.isPending ? 'Loading...' : undefined}
          onAction={(row, action) => {
            setBusyId(row.id);
            act.mutate({ id: row.id, action, note: '' }, { onSettled: () => setBusyId(null) });
          }}
        />
      </Card>
      <IssueOutPassForm />
    </Stack>
  );
}

function IssueOutPassForm() {
  const sessions = useSessionOptionsQuery();
  const hostels = useHostelOptionsQuery();
  const issue = useIssueOutPass();
  const form = useForm<IssueValues>({
    initialValues: empty,
    validate: schemaValidator(createOutPassBodySchema),
  });
  const sessionId = sessions.data?.find((s) => s.is_current === 1)?.value ?? null;
  const hostelId = toId(form.values.hostel_id);
  const roomId = toId(form.values.hostel_room_id);
  const rooms = useRoomsOfHostelQuery(hostelId, sessionId);
  const residents = useRoomResidentsQuery(sessionId, hostelId, roomId);
  const reset = () => {
    form.setValues(empty);
    form.clearErrors();
  };
  return (
    <FormCard
      title="Issue an out-pass"
      description="An issued pass is approved at once; the parents are told."
      editing={false}
      submitting={issue.isPending}
      onClear={reset}
      onSubmit={form.onSubmit((input) =>
        issue.mutate(createOutPassBodySchema.parse(input), {
          onSuccess: () => {
            toast.success(om.created);
            reset();
          },
          onError: (error) => {
            if (!applyFieldErrors(form, error)) toast.error(error.message);
          },
        }),
      )}
    >
      <Group grow align="flex-start" wrap="wrap">
        <SelectField
          label="Hostel"
          withAsterisk
          miw={180}
          loading={hostels.isPending}
          data={(hostels.data?.list ?? []).map((h) => ({ value: String(h.id), label: h.name }))}
          value={form.values.hostel_id}
          onChange={(value) => {
            form.setFieldValue('hostel_id', value);
            form.setFieldValue('hostel_room_id', null);
            form.setFieldValue('student_id', null);
          }}
        />
        <SelectField
          label="Room"
          withAsterisk
          miw={140}
          data={(rooms.data ?? [])
            .filter((room) => room.for === 'student')
            .map((room) => ({ value: String(room.id), label: room.room_name }))}
          value={form.values.hostel_room_id}
          onChange={(value) => {
            form.setFieldValue('hostel_room_id', value);
            form.setFieldValue('student_id', null);
          }}
        />
      </Group>
      <SelectField
        label="Student"
        withAsterisk
        searchable
        data={(residents.data ?? []).flatMap((row) =>
          row.studentDetail
            ? [{ value: String(row.studentDetail.id), label: row.studentDetail.name }]
            : [],
        )}
        {...form.getInputProps('student_id')}
      />
      <OutPassFields form={form} />
    </FormCard>
  );
}
