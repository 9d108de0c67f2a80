import { Button, Card, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createEventBodySchema, type EventRow, eventMessages } from '@shala/contracts';
import type { Ref } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { DateField } from '../../../ui/date-field';
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

  const submit = form.onSubmit((fields) => {
    const body = createEventBodySchema.parse(fields);
    const onError = (error: unknown) => applyFieldErrors(form, error);
    const onSuccess = (message: string) => () => {
      toast.success(message);
      onSaved();
    };
    if (editing)
      update.mutate(
        { ...body, id: editing.id },
        { onSuccess: onSuccess(eventMessages.updated), onError },
      );
    else create.mutate(body, { onSuccess: onSuccess(eventMessages.created), onError });
  });

  return (
    <Card
      ref={ref}
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={title}
      mb="lg"
    >
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
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
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                form.setValues(emptyEventFields);
                form.clearErrors();
              }}
            >
              CLEAR
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? 'UPDATE' : 'ADD'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
