import { isBelowPassMark, type ResultRow } from '@shala/contracts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';

const shown = (value: number | string | null) => (value === null ? '—' : String(value));

/** The result (§2.7): Subject Name, Full Marks, Min Marks, Obtain Marks, Percentage, Grade, Comment. */
export function ResultTable({ rows, loading }: { rows: ResultRow[]; loading: boolean }) {
  const columns: DataTableColumn<ResultRow>[] = [
    { key: 'subject', header: 'Subject Name', render: (row) => row.subject_name },
    { key: 'full', header: 'Full Marks', render: (row) => row.full_marks, align: 'right' },
    { key: 'min', header: 'Min Marks', render: (row) => row.min_marks, align: 'right' },
    {
      key: 'obtained',
      header: 'Obtain Marks',
      render: (row) => (row.obtain_marks === null ? 'Not marked' : String(row.obtain_marks)),
      align: 'right',
    },
    {
      key: 'percentage',
      header: 'Percentage',
      render: (row) => (row.percentage === null ? '—' : `${row.percentage}%`),
      align: 'right',
    },
    { key: 'grade', header: 'Grade', render: (row) => shown(row.grade) },
    {
      key: 'comment',
      header: 'Comment',
      render: (row) =>
        [isBelowPassMark(row) ? 'Below pass mark' : '', row.comment].filter(Boolean).join('; ') ||
        '—',
    },
  ];
  return (
    <DataTable
      label="Result"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.subject_name}
      loading={loading}
      minWidth={720}
    />
  );
}
