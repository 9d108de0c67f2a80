import { Badge } from '@mantine/core';
import type { ExamRow } from '@shala/contracts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { rowActionsColumn } from '../../../ui/row-actions-column';

interface ScheduleTableProps {
  rows: ExamRow[];
  loading: boolean;
  onDelete?: (row: ExamRow) => void;
}

/** The exam schedule (§2.7): Subject, Exam Date, Exam Time, Full Mark, Min Mark, Result Published. */
export function ScheduleTable({ rows, loading, onDelete }: ScheduleTableProps) {
  const columns: DataTableColumn<ExamRow>[] = [
    {
      key: 'subject',
      header: 'Subject',
      render: (row) => row.subject.label,
      sortValue: (row) => row.subject.label,
    },
    {
      key: 'date',
      header: 'Exam Date',
      kind: 'date',
      render: (row) => formatDate(row.date),
      sortValue: (row) => `${row.date} ${row.start_time}`,
    },
    { key: 'time', header: 'Exam Time', render: (row) => row.time },
    { key: 'full', header: 'Full Mark', render: (row) => row.full_mark, align: 'right' },
    { key: 'min', header: 'Min Mark', render: (row) => row.min_mark, align: 'right' },
    {
      key: 'published',
      header: 'Result Published',
      render: (row) => (
        <Badge color={row.result_published ? 'green' : 'gray'} variant="light">
          {row.result_published ? 'Yes' : 'No'}
        </Badge>
      ),
    },
    ...(onDelete
      ? [rowActionsColumn<ExamRow>((row) => `paper ${row.subject.label}`, { onDelete })]
      : []),
  ];
  return (
    <DataTable
      label="Exam Schedule"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      minWidth={720}
    />
  );
}
