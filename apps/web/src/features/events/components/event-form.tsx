import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createEventBodySchema, type EventRow, eventMessages } from '@shala/contracts';
import type { Ref } from 'react';
import { saveForm } from '../../../platform/forms/save-form';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { DateField } from '../../../ui/date-field';
import { FormCard } from '../../../ui/form-card';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { type EventFields, emptyEventFields, eventFieldsOf } from '../lib/event-form';

interface EventFormProps {
  /** The event being edited; null adds a new one. */
  editing: EventRow | null;
  /** After ADD or UPDATE succeeded: the screen closes the form (§4). */
  onSaved: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** The inline add/edit event form (§2.7): title, from and to date, description. */
export function EventForm({ editing, onSaved, ref }: EventFormProps) {
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const form = useForm<EventFields>({
    initialValues: editing ? eventFieldsOf(editing) : emptyEventFields,
    validate: schemaValidator<EventFields>(createEventBodySchema),
  });
  const title = editing ? 'Edit Event' : 'Add Event';

  const submit = form.onSubmit((fields) =>
    saveForm({
      body: createEventBodySchema.parse(fields),
      editingId: editing?.id ?? null,
      create,
      update,
      messages: eventMessages,
      form,
      onSaved,
    }),
  );

  return (
    <FormCard
      ref={ref}
      title={title}
      editing={editing !== null}
      submitting={create.isPending || update.isPending}
      onSubmit={submit}
      onClear={() => {
        form.setValues(emptyEventFields);
        form.clearErrors();
      }}
    >
      <TextInput
        label="Title"
        placeholder="e.g. Annual Sports Day"
        withAsterisk
        maxLength={150}
        autoFocus
        {...form.getInputProps('title')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateField
          label="From Date"
          withAsterisk
          value={form.values.fromDate}
          onChange={(value) => form.setFieldValue('fromDate', value)}
          error={form.errors.fromDate}
        />
        <DateField
          label="To Date"
          withAsterisk
          value={form.values.toDate}
          onChange={(value) => form.setFieldValue('toDate', value)}
          error={form.errors.toDate}
          minDate={form.values.fromDate ?? undefined}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        placeholder="What happens, where, and who should come"
        withAsterisk
        autosize
        minRows={3}
        maxRows={10}
        maxLength={2000}
        {...form.getInputProps('description')}
      />
    </FormCard>
  );
}
