import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import type { NewSessionPlan } from '@shala/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { describeSectionMove, destinationOf } from '../lib/promotion';

type ClassMove = NewSessionPlan['classes'][number];

const columns: DataTableColumn<ClassMove>[] = [
  {
    key: 'class',
    header: 'Class',
    render: (move) => <Text fw={700}>{move.class_name}</Text>,
  },
  {
    key: 'students',
    header: 'Students',
    align: 'right',
    render: (move) => move.student_count,
  },
  {
    key: 'to',
    header: 'Moves to',
    render: (move) =>
      move.passing_out ? (
        <Badge color="orange" variant="light" radius="sm">
          Pass out
        </Badge>
      ) : move.next_class_name ? (
        <Badge
          color="blue"
          variant="light"
          radius="sm"
          leftSection={<IconArrowRight size={12} aria-hidden />}
        >
          {move.next_class_name}
        </Badge>
      ) : (
        <Badge color="red" variant="light" radius="sm">
          {destinationOf(move)}
        </Badge>
      ),
  },
  {
    key: 'sections',
    header: 'By section',
    render: (move) =>
      move.sections.length ? (
        <Stack gap={2}>
          {move.sections.map((section) => (
            <Text key={section.section_id ?? 0} size="sm">
              {describeSectionMove(section, move.passing_out)}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No students
        </Text>
      ),
  },
  {
    key: 'copied',
    header: 'Set-up copied',
    render: (move) => (
      <Stack gap={2}>
        <Text size="sm">
          Sections: {move.copied_sections.length ? move.copied_sections.join(', ') : 'none'}
        </Text>
        <Tooltip
          label={move.copied_subjects.join(', ') || 'No subjects'}
          withArrow
          multiline
          maw={280}
        >
          <Text size="sm" c="dimmed" w="fit-content" tabIndex={0}>
            {move.copied_subjects.length === 1
              ? '1 subject'
              : `${move.copied_subjects.length} subjects`}
          </Text>
        </Tooltip>
      </Stack>
    ),
  },
];

/** Class by class: how many students move where, and what set-up goes with the class. */
export function PromotionTable({ plan }: { plan: NewSessionPlan }) {
  return (
    <DataTable
      label="Promotion"
      columns={columns}
      rows={plan.classes}
      rowKey={(move) => move.class_id}
      minWidth={720}
      emptyText="The school has no classes."
    />
  );
}
