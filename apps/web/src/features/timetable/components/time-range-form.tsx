import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { SectionCard } from '../../../ui/section-card';

export interface TimeRangeValue {
  id?: number;
  name: string;
  start_time: string;
  end_time: string;
}

const blank: TimeRangeValue = { name: '', start_time: '', end_time: '' };

/** A named time range (a shift, a period): add, or edit the row given. */
export function TimeRangeForm({
  title,
  nameLabel,
  editing,
  saving,
  error,
  onSave,
  onCancel,
}: {
  title: string;
  nameLabel: string;
  editing: TimeRangeValue | null;
  saving: boolean;
  error?: string;
  onSave: (value: TimeRangeValue, reset: () => void) => void;
  onCancel: () => void;
}) {
  const form = useForm<TimeRangeValue>({ initialValues: editing ?? blank });
  const [editedId, setEditedId] = useState(editing?.id);
  if (editing?.id !== editedId) {
    setEditedId(editing?.id);
    form.setValues(editing ?? blank);
  }
  return (
    <SectionCard title={editing ? `Edit ${title}` : `Add ${title}`}>
      <form
        aria-label={title}
        onSubmit={form.onSubmit((value) => onSave(value, () => form.setValues(blank)))}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label={nameLabel} required {...form.getInputProps('name')} error={error} />
          <TimeInput label="Start Time" required {...form.getInputProps('start_time')} />
          <TimeInput label="End Time" required {...form.getInputProps('end_time')} />
        </SimpleGrid>
        <Group mt="md" gap="xs">
          {editing ? (
            <Button variant="default" onClick={onCancel}>
              CANCEL
            </Button>
          ) : null}
          <Button type="submit" loading={saving}>
            {editing ? 'UPDATE' : 'ADD'}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
