import { Badge, Group, Text } from '@mantine/core';
import type { ClassRow } from '@shala/contracts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import type { PagedListProps } from '../../../ui/data-table/paged-list';
import { rowActionsColumn } from '../../../ui/row-actions-column';

interface ClassTableProps extends PagedListProps<ClassRow> {
  onEdit: (row: ClassRow) => void;
  onDelete: (row: ClassRow) => void;
}

/** Classes in promotion order with their sections and students in the current session. */
export function ClassTable({ onEdit, onDelete, ...props }: ClassTableProps) {
  const columns: DataTableColumn<ClassRow>[] = [
    {
      key: 'position',
      header: 'Position',
      width: 90,
      render: (row) => row.position,
      sortValue: (row) => row.position,
    },
    {
      key: 'name',
      header: 'Class Name',
      render: (row) => <Text fw={600}>{row.class_name}</Text>,
      sortValue: (row) => row.class_name,
    },
    {
      key: 'sections',
      header: 'Sections',
      render: (row) =>
        row.sections.length ? (
          <Group gap={4}>
            {row.sections.map((section) => (
              <Badge key={section.id} variant="light" radius="sm">
                {section.section_name}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No sections
          </Text>
        ),
    },
    {
      key: 'students',
      header: 'Students',
      align: 'right',
      render: (row) => row.student_count,
      sortValue: (row) => row.student_count,
    },
    rowActionsColumn(
      (row) => `class ${row.class_name}`,
      {
        onEdit,
        onDelete,
        deleteBlockedOf: (row) => (row.student_count > 0 ? 'This class has students' : null),
      },
      110,
    ),
  ];
  return (
    <DataTable
      label="Classes"
      columns={columns}
      rowKey={(row) => row.id}
      minWidth={520}
      {...props}
    />
  );
}
