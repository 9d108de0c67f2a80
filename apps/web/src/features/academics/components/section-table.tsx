import { Text } from '@mantine/core';
import type { sectionRowSchema } from '@shala/contracts';
import type { z } from 'zod';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import type { PagedListProps } from '../../../ui/data-table/paged-list';
import { rowActionsColumn } from '../../../ui/row-actions-column';

export type SectionRow = z.infer<typeof sectionRowSchema>;

interface SectionTableProps extends PagedListProps<SectionRow> {
  onEdit: (row: SectionRow) => void;
  onDelete: (row: SectionRow) => void;
}

/** Sections by name with their students; edit and delete at the end of each row. */
export function SectionTable({ onEdit, onDelete, ...props }: SectionTableProps) {
  const columns: DataTableColumn<SectionRow>[] = [
    {
      key: 'name',
      header: 'Section Name',
      render: (row) => <Text fw={600}>{row.section_name}</Text>,
      sortValue: (row) => row.section_name,
    },
    {
      key: 'students',
      header: 'Students',
      align: 'right',
      render: (row) => row.student_count,
      sortValue: (row) => row.student_count,
    },
    rowActionsColumn(
      (row) => `section ${row.section_name}`,
      {
        onEdit,
        onDelete,
        deleteBlockedOf: (row) => (row.student_count > 0 ? 'This section has students' : null),
      },
      110,
    ),
  ];
  return (
    <DataTable
      label="Sections"
      columns={columns}
      rowKey={(row) => row.id}
      minWidth={320}
      {...props}
    />
  );
}
