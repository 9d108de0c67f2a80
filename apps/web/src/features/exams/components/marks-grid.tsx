import { Button, Group, ScrollArea, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { MarksGrid as Grid } from '@shala/contracts';
import { type KeyboardEvent, useRef, useState } from 'react';
import { ApiError } from '../../../platform/api/api-error';
import { SelectField } from '../../../ui/select-field';
import { useSaveMarks } from '../api/marks';
import { type MarkRowInput, markError, marksBody, rowsOfGrid } from '../lib/marks-rows';
import { MarksCards, MarksTable } from './marks-rows-view';

const everySection = 'all';

/**
 * The marks entry grid (§2.7: Roll Number, Student Name, Obtain Mark, Comment; absent is its
 * own mark), each student's section shown and one section at a time when asked. A card per
 * student on a phone. Enter moves to the next student's mark, so a class is typed without
 * the mouse.
 */
export function MarksGrid({ grid }: { grid: Grid }) {
  const form = useForm<{ rows: MarkRowInput[] }>({ initialValues: { rows: rowsOfGrid(grid) } });
  const rows = form.values.rows;
  const [section, setSection] = useState<string>(everySection);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const phone = useMediaQuery('(max-width: 48em)');
  const save = useSaveMarks();
  // A mark is checked as it is typed; the server's refusal of one shows until it is changed.
  const markPath = (index: number) => `rows.${index}.mark`;
  const errors = rows.map((row, index) => {
    const refused = form.errors[markPath(index)];
    return typeof refused === 'string' ? refused : markError(row, grid.full_mark);
  });
  const sections = [
    ...new Set(rows.flatMap((row) => (row.section_name ? [row.section_name] : []))),
  ];
  const shown = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => section === everySection || row.section_name === section);
  const change = (index: number, patch: Partial<MarkRowInput>) => {
    form.setFieldValue(`rows.${index}`, { ...rows[index]!, ...patch });
    form.clearFieldError(markPath(index));
  };
  const nextOnEnter = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    // The next student on screen: another section's rows are not rendered.
    inputs.current
      .slice(index + 1)
      .find(Boolean)
      ?.focus();
  };
  const focusFirstError = () => {
    const index = errors.findIndex(Boolean);
    if (!shown.some((item) => item.index === index)) setSection(everySection);
    requestAnimationFrame(() => inputs.current[index]?.focus());
  };
  const submit = form.onSubmit(() => {
    if (errors.some(Boolean)) return focusFirstError();
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
  const view = {
    rows: shown,
    errors,
    withSections: sections.length > 0,
    markRef: (index: number) => (element: HTMLInputElement | null) => {
      inputs.current[index] = element;
    },
    onChange: change,
    onEnter: nextOnEnter,
  };

  return (
    <form aria-label={`Marks of ${grid.subject_name}, ${grid.class_name}`} onSubmit={submit}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="sm">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 260px' }}>
          Full marks {grid.full_mark}, minimum {grid.min_mark}. Press Enter to move to the next
          student.
        </Text>
        {sections.length > 1 ? (
          <SelectField
            label="Section"
            allowDeselect={false}
            data={[
              { value: everySection, label: 'All sections' },
              ...sections.map((name) => ({ value: name, label: name })),
            ]}
            value={section}
            onChange={(next) => setSection(next ?? everySection)}
            w={{ base: '100%', xs: 180 }}
          />
        ) : null}
      </Group>
      {phone ? (
        <MarksCards {...view} />
      ) : (
        <ScrollArea type="auto">
          <MarksTable {...view} />
        </ScrollArea>
      )}
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={save.isPending} disabled={rows.length === 0}>
          SAVE MARKS
        </Button>
      </Group>
    </form>
  );
}
