import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
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
  const [value, setValue] = useState<TimeRangeValue>(editing ?? blank);
  const [editedId, setEditedId] = useState(editing?.id);
  if (editing?.id !== editedId) {
    setEditedId(editing?.id);
    setValue(editing ?? blank);
  }
  return (
    <SectionCard title={editing ? `Edit ${title}` : `Add ${title}`}>
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          onSave(value, () => setValue(blank));
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={nameLabel}
            required
            value={value.name}
            onChange={(e) => setValue({ ...value, name: e.currentTarget.value })}
            error={error}
          />
          <TimeInput
            label="Start Time"
            required
            value={value.start_time}
            onChange={(e) => setValue({ ...value, start_time: e.currentTarget.value })}
          />
          <TimeInput
            label="End Time"
            required
            value={value.end_time}
            onChange={(e) => setValue({ ...value, end_time: e.currentTarget.value })}
          />
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
