import { Table, Text, TextInput } from '@mantine/core';
import type { rollListSchema } from '@shala/contracts';
import type { z } from 'zod';
import type { RollDraft } from '../lib/roll-numbers';

export type RollListRow = z.infer<typeof rollListSchema>['list'][number];

interface RollTableProps {
  rows: readonly RollListRow[];
  /** In edit mode: the typed numbers, row for row, and their problems by index. */
  drafts?: readonly RollDraft[];
  errors?: Record<number, string>;
  onDraftChange?: (index: number, value: string) => void;
}

/** A class by roll number; in edit mode each roll number is an input with its own error. */
export function RollTable({ rows, drafts, errors = {}, onDraftChange }: RollTableProps) {
  const editing = drafts !== undefined;
  return (
    <Table.ScrollContainer minWidth={300} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Roll numbers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={editing ? 120 : 80}>Roll No.</Table.Th>
            <Table.Th>Student</Table.Th>
            <Table.Th>Gender</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.student_id}>
              <Table.Td>
                {editing ? (
                  <TextInput
                    aria-label={`Roll number of ${row.student_name}`}
                    inputMode="numeric"
                    maxLength={4}
                    size="sm"
                    value={drafts[index]?.value ?? ''}
                    error={errors[index]}
                    onChange={(event) => onDraftChange?.(index, event.currentTarget.value)}
                  />
                ) : (
                  <Text size="sm" fw={600}>
                    {row.roll_number ?? '—'}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.student_name}</Text>
                <Text size="xs" c="dimmed">
                  Adm. No. {row.admission_no}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.gender}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
