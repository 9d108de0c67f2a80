import { Button, Checkbox, Group, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import type { MarksGrid as Grid } from '@shala/contracts';
import { type KeyboardEvent, useRef, useState } from 'react';
import { ApiError } from '../../../platform/api/api-error';
import { useSaveMarks } from '../api/marks';
import { type MarkRowInput, markError, marksBody, rowsOfGrid } from '../lib/marks-rows';

/**
 * The marks entry grid (§2.7: Roll Number, Student Name, Obtain Mark, Comment; absent is its
 * own mark). Enter moves to the next student's mark, so a class is typed without the mouse.
 */
export function MarksGrid({ grid }: { grid: Grid }) {
  const [rows, setRows] = useState<MarkRowInput[]>(() => rowsOfGrid(grid));
  const [serverErrors, setServerErrors] = useState<Record<number, string>>({});
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const save = useSaveMarks();
  const errors = rows.map((row, index) => serverErrors[index] ?? markError(row, grid.full_mark));
  const change = (index: number, patch: Partial<MarkRowInput>) => {
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setServerErrors(({ [index]: _gone, ...rest }) => rest);
  };
  const nextOnEnter = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    inputs.current[index + 1]?.focus();
  };
  const submit = () => {
    if (errors.some(Boolean)) return inputs.current[errors.findIndex(Boolean)]?.focus();
    save.mutate(marksBody(grid.exam_id, rows), {
      onError: (error) => {
        const field = error instanceof ApiError ? error.fieldErrors[0] : undefined;
        const index = Number(field?.field.match(/^marks\.(\d+)\./)?.[1]);
        if (field && Number.isInteger(index)) {
          setServerErrors({ [index]: field.message });
          (error as ApiError).shown = true;
        }
      },
    });
  };

  return (
    <form
      aria-label={`Marks of ${grid.subject_name}, ${grid.class_name}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        Full marks {grid.full_mark}, minimum {grid.min_mark}. Press Enter to move to the next
        student.
      </Text>
      <ScrollArea type="auto">
        <Table striped miw={560} aria-label="Marks entry">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>Roll Number</Table.Th>
              <Table.Th>Student Name</Table.Th>
              <Table.Th w={150}>Obtain Mark</Table.Th>
              <Table.Th w={80}>Absent</Table.Th>
              <Table.Th>Comment</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.student_id}>
                <Table.Td>{row.roll_number ?? '—'}</Table.Td>
                <Table.Td>{row.student_name}</Table.Td>
                <Table.Td>
                  <TextInput
                    ref={(element) => {
                      inputs.current[index] = element;
                    }}
                    aria-label={`Obtain Mark of ${row.student_name}`}
                    inputMode="decimal"
                    value={row.absent ? 'AB' : row.mark}
                    disabled={row.absent}
                    onChange={(event) => change(index, { mark: event.currentTarget.value })}
                    onKeyDown={nextOnEnter(index)}
                    error={errors[index]}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`${row.student_name} absent`}
                    checked={row.absent}
                    onChange={(event) => change(index, { absent: event.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Comment on ${row.student_name}`}
                    maxLength={200}
                    value={row.comment}
                    onChange={(event) => change(index, { comment: event.currentTarget.value })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={save.isPending} disabled={rows.length === 0}>
          SAVE MARKS
        </Button>
      </Group>
    </form>
  );
}
