import { Badge, Text } from '@mantine/core';
import type { subjectRowSchema } from '@shala/contracts';
import type { z } from 'zod';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import type { PagedListProps } from '../../../ui/data-table/paged-list';
import { rowActionsColumn } from '../../../ui/row-actions-column';

export type SubjectRow = z.infer<typeof subjectRowSchema>;

interface SubjectTableProps extends PagedListProps<SubjectRow> {
  onEdit: (row: SubjectRow) => void;
  onDelete: (row: SubjectRow) => void;
}

/** Subjects by name with their code and type; edit and delete at the end of each row. */
export function SubjectTable({ onEdit, onDelete, ...props }: SubjectTableProps) {
  const columns: DataTableColumn<SubjectRow>[] = [
    {
      key: 'name',
      header: 'Subject Name',
      render: (row) => <Text fw={600}>{row.subject_name}</Text>,
      sortValue: (row) => row.subject_name,
    },
    {
      key: 'code',
      header: 'Code',
      render: (row) => row.subject_code ?? 'N/A',
      sortValue: (row) => row.subject_code ?? '',
    },
    {
      key: 'type',
      header: 'Type',
      render: (row) =>
        row.is_optional ? (
          <Badge variant="light" color="grape" radius="sm">
            Optional
          </Badge>
        ) : (
          <Badge variant="light" color="gray" radius="sm">
            Compulsory
          </Badge>
        ),
      sortValue: (row) => row.is_optional,
    },
    rowActionsColumn((row) => `subject ${row.subject_name}`, { onEdit, onDelete }, 110),
  ];
  return (
    <DataTable
      label="Subjects"
      columns={columns}
      rowKey={(row) => row.id}
      minWidth={460}
      {...props}
    />
  );
}
