import { Badge, Button, Group, Text } from '@mantine/core';
import { type StudentLeaveRow, studentLeaveMessages } from '@shala/contracts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';

const statusColor = { pending: 'yellow', approved: 'teal', rejected: 'red' } as const;

interface LeaveTableProps {
  rows: StudentLeaveRow[];
  loading: boolean;
  /** Staff: Approve / Reject of a pending request. */
  onDecide?: (row: StudentLeaveRow) => void;
  /** Parents: delete a pending request ('Not Allowed' otherwise). */
  onDelete?: (row: StudentLeaveRow) => void;
}

const classOf = (row: StudentLeaveRow) =>
  [row.student_program.class.class_name, row.student_program.section?.section_name]
    .filter(Boolean)
    .join(' ');

/**
 * Requested leaves: student, class, title, dates, reason, teacher, status with the comment under
 * it; narrow enough to fit a 1280 px screen beside the menu (phones get cards).
 */
export function LeaveTable({ rows, loading, onDecide, onDelete }: LeaveTableProps) {
  const columns: DataTableColumn<StudentLeaveRow>[] = [
    {
      key: 'student',
      header: 'Student Name',
      render: (row) => <Text fw={600}>{row.student_program.Student.student_name}</Text>,
      sortValue: (row) => row.student_program.Student.student_name,
    },
    { key: 'class', header: 'Class', render: classOf },
    { key: 'title', header: 'Title', render: (row) => row.title },
    {
      key: 'dates',
      header: 'From – To',
      render: (row) => (
        <Text size="sm">
          {formatDate(row.start_date)} – {formatDate(row.to_date)}
        </Text>
      ),
      sortValue: (row) => row.start_date,
    },
    {
      key: 'reason',
      header: 'Reason',
      render: (row) => (
        <Text size="sm" lineClamp={2} maw={200}>
          {row.message}
        </Text>
      ),
    },
    { key: 'teacher', header: 'Teacher', render: (row) => row.teacher.full_name },
    {
      key: 'status',
      header: 'Status',
      width: 112,
      render: (row) => (
        <>
          <Badge color={statusColor[row.status]} variant="light">
            {row.status}
          </Badge>
          {row.comment ? (
            <Text size="xs" c="dimmed" lineClamp={2} maw={160}>
              {row.comment}
            </Text>
          ) : null}
        </>
      ),
    },
  ];
  if (onDecide || onDelete)
    columns.push({
      key: 'action',
      header: 'Action',
      align: 'right',
      render: (row) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {onDecide && row.status === 'pending' ? (
            <Button
              size="xs"
              onClick={() => onDecide(row)}
              aria-label={`Review leave of ${row.student_program.Student.student_name}`}
            >
              Review
            </Button>
          ) : null}
          {onDelete ? (
            row.status === 'pending' ? (
              <Button size="xs" color="red" variant="light" onClick={() => onDelete(row)}>
                Delete
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {studentLeaveMessages.notAllowed}
              </Text>
            )
          ) : null}
        </Group>
      ),
    });
  return (
    <DataTable
      label="Requested Leaves"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      minWidth={820}
    />
  );
}
