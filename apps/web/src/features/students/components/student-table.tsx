import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { studentRowSchema } from '@shala/contracts';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import type { PagedListProps } from '../../../ui/data-table/paged-list';
import { classLabel } from '../lib/class-choice';
import { StudentStatusBadge } from './student-status-badge';

export type StudentRow = z.infer<typeof studentRowSchema>;

interface StudentTableProps extends PagedListProps<StudentRow> {
  onView: (studentId: number) => void;
  /** The edit page of a student, when the user may edit. */
  editHref?: (studentId: number) => string;
}

const parentOf = (row: StudentRow) => {
  if (row.father_name) return { name: row.father_name, relation: 'Father' };
  if (row.mother_name) return { name: row.mother_name, relation: 'Mother' };
  if (row.guardian_name) return { name: row.guardian_name, relation: 'Guardian' };
  return null;
};

function columnsFor({ onView, editHref }: Pick<StudentTableProps, 'onView' | 'editHref'>) {
  const columns: DataTableColumn<StudentRow>[] = [
    {
      key: 'name',
      header: 'Student',
      render: (row) => (
        <Stack gap={0}>
          <Anchor
            component="button"
            type="button"
            fw={600}
            size="sm"
            ta="left"
            onClick={() => onView(row.student_id)}
          >
            {row.student_name}
          </Anchor>
          <Text size="xs" c="dimmed">
            Adm. No. {row.admission_no}
          </Text>
        </Stack>
      ),
      sortValue: (row) => row.student_name.toLowerCase(),
    },
    {
      key: 'class',
      header: 'Class',
      render: (row) => <Text size="sm">{classLabel(row.class_name, row.section_name)}</Text>,
    },
    {
      key: 'roll',
      header: 'Roll No.',
      align: 'right',
      render: (row) => <Text size="sm">{row.roll_number ?? '—'}</Text>,
      sortValue: (row) => row.roll_number,
    },
    {
      key: 'gender',
      header: 'Gender',
      render: (row) => <Text size="sm">{row.gender}</Text>,
    },
    {
      key: 'parent',
      header: 'Parent',
      render: (row) => {
        const parent = parentOf(row);
        return parent ? (
          <Stack gap={0}>
            <Text size="sm">{parent.name}</Text>
            <Text size="xs" c="dimmed">
              {parent.relation}
            </Text>
          </Stack>
        ) : (
          <Text size="sm">N/A</Text>
        );
      },
    },
    {
      key: 'mobile',
      header: 'Mobile',
      render: (row) =>
        row.parent_mobile ? (
          <Anchor href={`tel:${row.parent_mobile}`} size="sm">
            {row.parent_mobile}
          </Anchor>
        ) : (
          <Text size="sm">N/A</Text>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) => <StudentStatusBadge status={row.status} />,
    },
    {
      key: 'action',
      header: 'Action',
      align: 'right',
      render: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="View" withArrow>
            <ActionIcon
              variant="subtle"
              aria-label={`View ${row.student_name}`}
              onClick={() => onView(row.student_id)}
            >
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {editHref ? (
            <Tooltip label="Edit" withArrow>
              <ActionIcon
                component={Link}
                to={editHref(row.student_id)}
                variant="subtle"
                aria-label={`Edit ${row.student_name}`}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
  ];
  return columns;
}

/** Students of the filtered session in class, section and roll order; more load on scroll. */
export function StudentTable({ onView, editHref, ...props }: StudentTableProps) {
  return (
    <DataTable
      label="Students"
      columns={columnsFor({ onView, editHref })}
      rowKey={(row) => row.student_id}
      minWidth={860}
      {...props}
    />
  );
}
