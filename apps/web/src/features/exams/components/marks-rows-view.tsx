import { Badge, Checkbox, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { MarkRowInput } from '../lib/marks-rows';

/** The rows on screen (a section's, or all) with their place in the grid. */
export interface MarksRowsViewProps {
  rows: Array<{ row: MarkRowInput; index: number }>;
  errors: Array<string | null>;
  /** The class has sections: each student's is shown. */
  withSections: boolean;
  markRef: (index: number) => (element: HTMLInputElement | null) => void;
  onChange: (index: number, patch: Partial<MarkRowInput>) => void;
  onEnter: (index: number) => (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** One student's three inputs; the same names in the table and the cards. */
function markInputs({
  row,
  index,
  error,
  markRef,
  onChange,
  onEnter,
  labelled,
}: Omit<MarksRowsViewProps, 'rows' | 'errors' | 'withSections'> & {
  row: MarkRowInput;
  index: number;
  error: string | null;
  /** Cards show each field's label; the table's columns already say it. */
  labelled: boolean;
}) {
  return {
    mark: (
      <TextInput
        ref={markRef(index)}
        label={labelled ? 'Obtain Mark' : undefined}
        aria-label={`Obtain Mark of ${row.student_name}`}
        inputMode="decimal"
        value={row.absent ? 'AB' : row.mark}
        disabled={row.absent}
        onChange={(event) => onChange(index, { mark: event.currentTarget.value })}
        onKeyDown={onEnter(index)}
        error={error}
      />
    ),
    absent: (
      <Checkbox
        label={labelled ? 'Absent' : undefined}
        aria-label={`${row.student_name} absent`}
        checked={row.absent}
        onChange={(event) => onChange(index, { absent: event.currentTarget.checked })}
      />
    ),
    comment: (
      <TextInput
        label={labelled ? 'Comment' : undefined}
        aria-label={`Comment on ${row.student_name}`}
        maxLength={200}
        value={row.comment}
        onChange={(event) => onChange(index, { comment: event.currentTarget.value })}
      />
    ),
  };
}

/** Wide screens: the spec's columns (Roll Number, Student Name, Obtain Mark, Comment). */
export function MarksTable({ rows, errors, withSections, ...inputs }: MarksRowsViewProps) {
  return (
    <Table striped miw={560} aria-label="Marks entry">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={70}>Roll Number</Table.Th>
          <Table.Th>Student Name</Table.Th>
          {withSections ? <Table.Th w={80}>Section</Table.Th> : null}
          <Table.Th w={150}>Obtain Mark</Table.Th>
          <Table.Th w={80}>Absent</Table.Th>
          <Table.Th>Comment</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ row, index }) => {
          const cells = markInputs({
            ...inputs,
            row,
            index,
            error: errors[index]!,
            labelled: false,
          });
          return (
            <Table.Tr key={row.student_id}>
              <Table.Td>{row.roll_number ?? '—'}</Table.Td>
              <Table.Td>{row.student_name}</Table.Td>
              {withSections ? <Table.Td>{row.section_name ?? '—'}</Table.Td> : null}
              <Table.Td>{cells.mark}</Table.Td>
              <Table.Td>{cells.absent}</Table.Td>
              <Table.Td>{cells.comment}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Phones: a card per student, mark and Absent side by side, the comment below; nothing cut. */
export function MarksCards({ rows, errors, withSections, ...inputs }: MarksRowsViewProps) {
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      aria-label="Marks entry"
      style={{ listStyle: 'none' }}
    >
      {rows.map(({ row, index }) => {
        const cells = markInputs({ ...inputs, row, index, error: errors[index]!, labelled: true });
        return (
          <Paper key={row.student_id} withBorder p="sm" component="li">
            <Group justify="space-between" gap="xs" wrap="nowrap" mb="xs">
              <Text fw={600} size="sm">
                {row.roll_number ? `${row.roll_number}. ` : ''}
                {row.student_name}
              </Text>
              {withSections && row.section_name ? (
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  Section {row.section_name}
                </Badge>
              ) : null}
            </Group>
            <Group align="flex-start" gap="md" wrap="nowrap">
              <div style={{ flex: 1, minWidth: 0 }}>{cells.mark}</div>
              <div style={{ paddingTop: 30 }}>{cells.absent}</div>
            </Group>
            <div style={{ marginTop: 8 }}>{cells.comment}</div>
          </Paper>
        );
      })}
    </Stack>
  );
}
