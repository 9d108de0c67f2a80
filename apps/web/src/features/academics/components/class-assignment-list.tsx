import { Alert, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { noDataFound } from '../../../ui/data-table/empty-text';
import { type AssignmentChoice, ClassAssignmentRow } from './class-assignment-row';

export interface ClassAssignment {
  class_id: number;
  class_name: string;
  saved: number[];
}

interface ClassAssignmentListProps {
  classes: readonly ClassAssignment[] | undefined;
  choices: readonly AssignmentChoice[] | undefined;
  noun: string;
  emptyText: ReactNode;
  /** Shown when the school has nothing to choose yet (no sections, no subjects). */
  noChoicesText: ReactNode;
  savingClassId: number | null;
  onSave: (classId: number, ids: number[]) => void;
}

/** Every class of a session with its chosen sections or subjects, found by class name. */
export function ClassAssignmentList({
  classes,
  choices,
  noun,
  emptyText,
  noChoicesText,
  savingClassId,
  onSave,
}: ClassAssignmentListProps) {
  const [find, setFind] = useState('');

  if (!classes || !choices) {
    return (
      <Stack gap="sm" aria-busy>
        {[1, 2, 3, 4].map((line) => (
          <Skeleton key={line} height={96} radius="md" />
        ))}
      </Stack>
    );
  }
  const needle = find.trim().toLowerCase();
  const shown = needle
    ? classes.filter((item) => item.class_name.toLowerCase().includes(needle))
    : classes;

  return (
    <Stack gap="sm">
      {choices.length === 0 ? (
        <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
          {noChoicesText}
        </Alert>
      ) : null}
      <TextInput
        label="Find class"
        placeholder="Class name"
        type="search"
        maw={360}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={find}
        onChange={(event) => setFind(event.currentTarget.value)}
      />
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {noDataFound}
        </Text>
      ) : (
        shown.map((item) => (
          <ClassAssignmentRow
            key={`${item.class_id}:${item.saved.join(',')}`}
            className={item.class_name}
            choices={choices}
            saved={item.saved}
            noun={noun}
            emptyText={emptyText}
            saving={savingClassId === item.class_id}
            onSave={(ids) => onSave(item.class_id, ids)}
          />
        ))
      )}
    </Stack>
  );
}
