import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { RollNumberOrder } from '@shala/contracts';
import { IconListNumbers, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../platform/api/api-error';
import { useClassListQuery } from '../api/get-class-list';
import { useSetRollNumbers } from '../api/set-roll-numbers';
import type { ClassChoice } from '../lib/class-choice';
import {
  fillBlanks,
  type RollDraft,
  rollDraftErrors,
  rollErrorIndex,
  toRolls,
} from '../lib/roll-numbers';
import { RollPreviewModal } from './roll-preview-modal';
import { type RollListRow, RollTable } from './roll-table';

interface RollEditorProps {
  choice: ClassChoice;
  classText: string;
  order: RollNumberOrder | null;
}

const draftsOf = (rows: readonly RollListRow[]): RollDraft[] =>
  rows.map((row) => ({ student_id: row.student_id, value: row.roll_number?.toString() ?? '' }));

/** One class's roll numbers: allocate them by the rule (with a preview) or type them by hand. */
export function RollEditor({ choice, classText, order }: RollEditorProps) {
  const list = useClassListQuery(choice);
  const save = useSetRollNumbers();
  const [drafts, setDrafts] = useState<RollDraft[] | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [previewing, setPreviewing] = useState(false);
  const rows = list.data?.list ?? [];
  const editing = drafts !== null;

  const startEditing = () => {
    setDrafts(draftsOf(rows));
    setErrors({});
  };
  const stopEditing = () => {
    setDrafts(null);
    setErrors({});
  };
  const changeDraft = (index: number, value: string) => {
    if (!drafts) return;
    const next = drafts.map((draft, i) => (i === index ? { ...draft, value } : draft));
    setDrafts(next);
    // Re-check as the office types, once a save has shown problems.
    if (Object.keys(errors).length) setErrors(rollDraftErrors(next));
  };
  const submit = () => {
    if (!drafts) return;
    const found = rollDraftErrors(drafts);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { choice, rolls: toRolls(drafts) },
      {
        onSuccess: stopEditing,
        onError: (error) => {
          if (!isApiError(error)) return;
          const fromServer: Record<number, string> = {};
          for (const { field, message } of error.fieldErrors) {
            const index = rollErrorIndex(field);
            if (index !== null) fromServer[index] ??= message;
          }
          setErrors(fromServer);
          error.shown = Object.keys(fromServer).length > 0;
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={`Class ${classText}`}>
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <div>
          <Title order={2} size="h4">
            {classText}
          </Title>
          <Text size="sm" c="dimmed">
            {list.data ? `${rows.length} ${rows.length === 1 ? 'student' : 'students'}` : ' '}
          </Text>
        </div>
        {editing ? (
          <Group gap="xs">
            <Button variant="subtle" onClick={() => setDrafts(fillBlanks(drafts))}>
              Number the blanks
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={startEditing}
              disabled={!rows.length}
            >
              Edit roll numbers
            </Button>
            <Button
              leftSection={<IconListNumbers size={16} aria-hidden />}
              onClick={() => setPreviewing(true)}
              disabled={!rows.length || order === null}
            >
              Allocate by rule
            </Button>
          </Group>
        )}
      </Group>
      {list.isPending ? (
        <Stack gap="xs" aria-busy>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={28} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Alert color="gray">No students in this class and section.</Alert>
      ) : (
        <RollTable
          rows={rows}
          drafts={drafts ?? undefined}
          errors={errors}
          onDraftChange={changeDraft}
        />
      )}
      {editing ? (
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={stopEditing} disabled={save.isPending}>
            CANCEL
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            SAVE ROLL NUMBERS
          </Button>
        </Group>
      ) : null}
      {order ? (
        <RollPreviewModal
          opened={previewing}
          onClose={() => setPreviewing(false)}
          choice={choice}
          classText={classText}
          order={order}
        />
      ) : null}
    </Card>
  );
}
