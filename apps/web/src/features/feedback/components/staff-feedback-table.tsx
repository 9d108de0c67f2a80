import { Stack, Text } from '@mantine/core';
import type { StaffFeedbackRow } from '@shala/contracts';
import { DataTable } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';

/** Parents' feedback on teachers: date, teacher, child and class, average, answers, comment. */
export function StaffFeedbackTable({
  rows,
  loading,
  showParent,
}: {
  rows: StaffFeedbackRow[];
  loading: boolean;
  showParent: boolean;
}) {
  return (
    <DataTable
      label="Staff Feedback"
      rows={rows}
      loading={loading}
      rowKey={(row) => row.id}
      minWidth={900}
      columns={[
        {
          key: 'date',
          header: 'Date',
          kind: 'date',
          render: (row) => formatDate(row.date),
          sortValue: (row) => row.date,
        },
        {
          key: 'teacher',
          header: 'Teacher',
          render: (row) => row.teacher.full_name,
          sortValue: (row) => row.teacher.full_name,
        },
        {
          key: 'student',
          header: 'Student',
          render: (row) => `${row.student_name} (${row.class_name})`,
        },
        ...(showParent
          ? [{ key: 'parent', header: 'Given By', render: (row: StaffFeedbackRow) => row.given_by }]
          : []),
        {
          key: 'average',
          header: 'Average (of 5)',
          render: (row) => row.average.toFixed(1),
          sortValue: (row) => row.average,
        },
        {
          key: 'answers',
          header: 'Ratings',
          render: (row) => (
            <Stack gap={0}>
              {row.answers.map((answer) => (
                <Text key={answer.question} size="xs">
                  {answer.question}: {answer.rating}
                </Text>
              ))}
            </Stack>
          ),
        },
        { key: 'comment', header: 'Comment', render: (row) => row.comment ?? 'N/A' },
      ]}
    />
  );
}
