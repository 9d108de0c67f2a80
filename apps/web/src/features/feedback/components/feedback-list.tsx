import type { FeedbackRow } from '@shala/contracts';
import { DataTable } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';

/** A student's feedback: Date, Feedback, Feedback By (the parents' read-only table too). */
export function FeedbackList({ rows, loading }: { rows: FeedbackRow[]; loading: boolean }) {
  return (
    <DataTable
      label="Student Feedback"
      rows={rows}
      loading={loading}
      rowKey={(row) => row.id}
      minWidth={480}
      columns={[
        {
          key: 'date',
          header: 'Date',
          kind: 'date',
          render: (row) => formatDate(row.date),
          sortValue: (row) => row.date,
        },
        { key: 'comment', header: 'Feedback', render: (row) => row.comment },
        { key: 'by', header: 'Feedback By', render: (row) => row.feedbackByUser.full_name },
      ]}
    />
  );
}
