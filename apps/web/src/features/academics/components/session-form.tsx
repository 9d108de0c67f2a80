import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SessionRow } from '@shala/contracts';
import { useState } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { DateField } from '../../../ui/date-field';
import { formatDate } from '../../../ui/format-date';
import { SelectField } from '../../../ui/select-field';
import { useCreateSession } from '../api/create-session';
import { useAllSessionsQuery } from '../api/list-all-sessions';
import { useUpdateSession } from '../api/update-session';
import {
  type SessionFormValues,
  sessionFormValues,
  suggestSessionName,
  toCreateSessionBody,
  toUpdateSessionBody,
  validateSessionForm,
} from '../lib/session-form';

/** What the form is for: a new session (maybe a sub-session of `parentId`), or an edit. */
export type SessionFormTarget =
  | { kind: 'add'; parentId: number | null }
  | {
      kind: 'edit';
      session: Pick<SessionRow, 'id' | 'session_name' | 'start_date' | 'end_date' | 'parent_id'>;
    };

/** Add a session or sub-session, or change a session's name and dates. */
export function SessionForm({ target, onDone }: { target: SessionFormTarget; onDone: () => void }) {
  const editing = target.kind === 'edit' ? target.session : null;
  const create = useCreateSession();
  const update = useUpdateSession();
  const sessions = useAllSessionsQuery();
  const mains = sessions.data ?? [];
  const form = useForm<SessionFormValues>({
    initialValues: editing
      ? sessionFormValues(editing)
      : sessionFormValues(undefined, target.kind === 'add' ? target.parentId : null),
    validate: (values) => validateSessionForm(values, parentOf(values.parent_id)),
  });
  const parentOf = (id: string | null) => mains.find((row) => String(row.id) === id) ?? null;
  const parent = parentOf(form.values.parent_id);
  const isSub = form.values.parent_id !== null;

  // A main session's name follows from its dates, until the user types one.
  const [nameTyped, setNameTyped] = useState(false);
  const setDate = (field: 'start_date' | 'end_date', value: string | null) => {
    form.setFieldValue(field, value);
    if (editing || isSub || nameTyped) return;
    const dates = { ...form.getValues(), [field]: value };
    const suggested = suggestSessionName(dates.start_date, dates.end_date);
    if (suggested) form.setFieldValue('session_name', suggested);
  };
  const nameProps = form.getInputProps('session_name');

  const submit = form.onSubmit((values) => {
    const onError = (error: unknown) => applyFieldErrors(form, error);
    if (editing)
      update.mutate(toUpdateSessionBody(editing.id, values), { onSuccess: onDone, onError });
    else create.mutate(toCreateSessionBody(values), { onSuccess: onDone, onError });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit session' : 'Add session'}>
      <Stack gap="md">
        {editing ? (
          editing.parent_id !== null ? (
            <Text size="sm" c="dimmed">
              A sub-session of {parentOf(String(editing.parent_id))?.session_name ?? 'its session'}.
            </Text>
          ) : null
        ) : (
          <SelectField
            label="Sub-session of"
            description="Leave empty for a main session (a school year). Choose one for a term within it."
            placeholder="None: a main session"
            clearable
            loading={sessions.isPending}
            data={mains.map((row) => ({ value: String(row.id), label: row.session_name }))}
            {...form.getInputProps('parent_id')}
          />
        )}
        <TextInput
          label={isSub ? 'Sub-session name' : 'Session name'}
          placeholder={isSub ? 'e.g. Term 1' : 'e.g. 2027-28'}
          withAsterisk
          maxLength={50}
          {...nameProps}
          onChange={(event) => {
            setNameTyped(true);
            nameProps.onChange(event);
          }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DateField
            label="Start date"
            withAsterisk
            value={form.values.start_date}
            onChange={(value) => setDate('start_date', value)}
            error={form.errors.start_date}
            minDate={parent?.start_date}
            maxDate={parent?.end_date}
          />
          <DateField
            label="End date"
            withAsterisk
            value={form.values.end_date}
            onChange={(value) => setDate('end_date', value)}
            error={form.errors.end_date}
            minDate={parent?.start_date}
            maxDate={parent?.end_date}
          />
        </SimpleGrid>
        {parent ? (
          <Text size="sm" c="dimmed">
            Within {parent.session_name}: {formatDate(parent.start_date)} to{' '}
            {formatDate(parent.end_date)}.
          </Text>
        ) : null}
        {!editing && !isSub ? (
          <Checkbox
            label="Make it the current session"
            description="Every screen then works on this session by default."
            {...form.getInputProps('is_current', { type: 'checkbox' })}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            CANCEL
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {editing ? 'UPDATE' : 'ADD'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
