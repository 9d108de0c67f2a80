import { Button, Checkbox, Group, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MarksGrid as Grid } from '@shala/contracts';
import { type KeyboardEvent, useRef } from 'react';
import { ApiError } from '../../../platform/api/api-error';
import { useSaveMarks } from '../api/marks';
import { type MarkRowInput, markError, marksBody, rowsOfGrid } from '../lib/marks-rows';

/**
 * The marks entry grid (§2.7: Roll Number, Student Name, Obtain Mark, Comment; absent is its
 * own mark). Enter moves to the next student's mark, so a class is typed without the mouse.
 */
export function MarksGrid({ grid }: { grid: Grid }) {
  const form = useForm<{ rows: MarkRowInput[] }>({ initialValues: { rows: rowsOfGrid(grid) } });
  const rows = form.values.rows;
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const save = useSaveMarks();
  // A mark is checked as it is typed; the server's refusal of one shows until it is changed.
  const markPath = (index: number) => `rows.${index}.mark`;
  const errors = rows.map(
    (row, index) => form.errors[markPath(index)] ?? markError(row, grid.full_mark),
  );
  const change = (index: number, patch: Partial<MarkRowInput>) => {
    form.setFieldValue(`rows.${index}`, { ...rows[index]!, ...patch });
    form.clearFieldError(markPath(index));
  };
  const nextOnEnter = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    inputs.current[index + 1]?.focus();
  };
  const submit = form.onSubmit(() => {
    if (errors.some(Boolean)) return inputs.current[errors.findIndex(Boolean)]?.focus();
    save.mutate(marksBody(grid.exam_id, rows), {
      onError: (error) => {
        const field = error instanceof ApiError ? error.fieldErrors[0] : undefined;
        const index = Number(field?.field.match(/^marks\.(\d+)\./)?.[1]);
        if (field && Number.isInteger(index)) {
          form.setErrors({ [markPath(index)]: field.message });
          (error as ApiError).shown = true;
        }
      },
    });
  });

  return (
    <form aria-label={`Marks of ${grid.subject_name}, ${grid.class_name}`} onSubmit={submit}>
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
