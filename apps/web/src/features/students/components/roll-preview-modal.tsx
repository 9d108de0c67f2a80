import { Alert, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { RollNumberOrder } from '@shala/contracts';
import { useMemo } from 'react';
import { useAllocateRollNumbers } from '../api/allocate-roll-numbers';
import { useRollCandidatesQuery } from '../api/list-roll-candidates';
import type { ClassChoice } from '../lib/class-choice';
import { changedCount, previewRolls } from '../lib/roll-numbers';
import { rollOrderText } from '../lib/roll-order';

interface RollPreviewModalProps {
  opened: boolean;
  onClose: () => void;
  choice: ClassChoice;
  classText: string;
  order: RollNumberOrder;
}

/** What allocating by the rule would give, beside the current numbers; Allocate applies it. */
export function RollPreviewModal({
  opened,
  onClose,
  choice,
  classText,
  order,
}: RollPreviewModalProps) {
  const candidates = useRollCandidatesQuery(choice, opened);
  const allocate = useAllocateRollNumbers();
  const phone = useMediaQuery('(max-width: 36em)');
  const rows = useMemo(
    () => (candidates.data ? previewRolls(candidates.data, order) : null),
    [candidates.data, order],
  );
  const changed = rows ? changedCount(rows) : 0;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Allocate roll numbers: ${classText}`}
      size="lg"
      fullScreen={phone}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text size="sm">
          Rule: <b>{rollOrderText[order].label}</b>. {rollOrderText[order].description}
        </Text>
        {rows === null ? (
          <Stack gap="xs" aria-busy>
            <Skeleton height={20} />
            <Skeleton height={20} />
            <Skeleton height={20} />
          </Stack>
        ) : rows.length === 0 ? (
          <Alert color="gray">No students in this class and section.</Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {changed === 0
                ? 'Every student already has this number.'
                : `${changed} of ${rows.length} students get a new roll number.`}
            </Text>
            <Table.ScrollContainer minWidth={360} mah={420} type="native">
              <Table striped verticalSpacing={6} aria-label="Roll number preview" stickyHeader>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>New</Table.Th>
                    <Table.Th>Student</Table.Th>
                    <Table.Th>Adm. No.</Table.Th>
                    <Table.Th>Now</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.student_id}>
                      <Table.Td fw={700} c={row.current !== row.next ? 'teal' : undefined}>
                        {row.next}
                      </Table.Td>
                      <Table.Td>{row.student_name}</Table.Td>
                      <Table.Td>{row.admission_no}</Table.Td>
                      <Table.Td c="dimmed">{row.current ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={allocate.isPending}>
            Cancel
          </Button>
          <Button
            loading={allocate.isPending}
            disabled={!rows?.length}
            onClick={() => allocate.mutate(choice, { onSuccess: onClose })}
          >
            Allocate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
