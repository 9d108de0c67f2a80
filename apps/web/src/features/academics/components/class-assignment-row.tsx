import { Badge, Button, Chip, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { sameIds, toIds, toValues } from '../lib/id-lists';

export interface AssignmentChoice {
  id: number;
  label: string;
  /** A small mark after the label, e.g. "optional". */
  tag?: string;
}

interface ClassAssignmentRowProps {
  className: string;
  choices: readonly AssignmentChoice[];
  saved: readonly number[];
  /** "sections" or "subjects", for the counts and the empty text. */
  noun: string;
  /** What an empty choice means, e.g. "No sections: the class is taught as one group". */
  emptyText: ReactNode;
  saving: boolean;
  onSave: (ids: number[]) => void;
}

/**
 * One class and the chips to choose its sections or subjects; SAVE is offered only when
 * the choice differs from what is saved. Remounted (by key) when the saved choice changes.
 */
export function ClassAssignmentRow({
  className,
  choices,
  saved,
  noun,
  emptyText,
  saving,
  onSave,
}: ClassAssignmentRowProps) {
  const [chosen, setChosen] = useState<number[]>([...saved]);
  const dirty = !sameIds(chosen, saved);
  const label = `Class ${className}`;

  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={700}>{label}</Text>
            <Badge variant="light" color={chosen.length ? 'blue' : 'gray'}>
              {chosen.length} {noun}
            </Badge>
            {dirty ? (
              <Badge variant="outline" color="orange">
                Not saved
              </Badge>
            ) : null}
          </Group>
          <Group gap={4}>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setChosen(choices.map((choice) => choice.id))}
            >
              All
            </Button>
            <Button variant="subtle" size="compact-sm" color="gray" onClick={() => setChosen([])}>
              None
            </Button>
          </Group>
        </Group>
        {choices.length ? (
          <Chip.Group
            multiple
            value={toValues(chosen)}
            onChange={(values) => setChosen(toIds(values))}
          >
            <Group gap="xs">
              {choices.map((choice) => (
                <Chip key={choice.id} value={String(choice.id)} size="sm" radius="sm">
                  {choice.label}
                  {choice.tag ? ` (${choice.tag})` : ''}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {chosen.length === 0 ? emptyText : null}
          </Text>
          <Group gap="xs">
            {dirty ? (
              <Button variant="default" size="xs" onClick={() => setChosen([...saved])}>
                RESET
              </Button>
            ) : null}
            <Button
              size="xs"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              disabled={!dirty}
              loading={saving}
              onClick={() => onSave(chosen)}
              aria-label={`Save ${noun} of ${label}`}
            >
              SAVE
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
