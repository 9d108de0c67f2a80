import { Badge, Button, Group, Text } from '@mantine/core';
import { formatRupees, type IssueRow, rupeesToPaise } from '@shala/contracts';
import { DataTable } from '../../../ui/data-table/data-table';
import type { PagedListProps } from '../../../ui/data-table/paged-list';
import { formatDate } from '../../../ui/format-date';

interface IssuesTableProps extends PagedListProps<IssueRow> {
  onReturn?: (row: IssueRow) => void;
  onCollect?: (row: IssueRow) => void;
}

const fineLabels: Record<IssueRow['fine_status'], string | null> = {
  none: null,
  pending: 'Accruing',
  unpaid: 'Unpaid',
  paid: 'Paid',
  posted: 'In fees',
};

function FineCell({ row }: { row: IssueRow }) {
  const label = fineLabels[row.fine_status];
  if (!label) return <Text c="dimmed">—</Text>;
  return (
    <Group gap={4}>
      <Text style={{ whiteSpace: 'nowrap' }}>{formatRupees(rupeesToPaise(row.fine))}</Text>
      <Badge variant="light" color={row.fine_status === 'paid' ? 'green' : 'orange'} size="sm">
        {label}
      </Badge>
    </Group>
  );
}

/** The issues list: the spec's columns (Book Name … Submitted Date), then fine and actions. */
export function IssuesTable({ onReturn, onCollect, ...props }: IssuesTableProps) {
  return (
    <DataTable
      label="Issued Books"
      {...props}
      rowKey={(row) => row.id}
      minWidth={980}
      columns={[
        {
          key: 'book',
          header: 'Book Name',
          render: (row) => (
            <div>
              <Text fw={600}>{row.book_name}</Text>
              <Text size="xs" c="dimmed">
                Acc. {row.accession_no}
              </Text>
            </div>
          ),
          sortValue: (row) => row.book_name.toLowerCase(),
        },
        {
          key: 'class',
          header: 'Class',
          render: (row) => row.class_name ?? (row.member_type === 'staff' ? 'Staff' : 'N/A'),
        },
        { key: 'roll', header: 'Roll Number', render: (row) => row.roll_number ?? 'N/A' },
        {
          key: 'name',
          header: 'Student Name',
          render: (row) => row.student_name,
          sortValue: (row) => row.student_name,
        },
        {
          key: 'issued',
          header: 'Issue Date',
          kind: 'date',
          render: (row) => formatDate(row.issue_date),
          sortValue: (row) => row.issue_date,
        },
        {
          key: 'due',
          header: 'Due Date',
          render: (row) => (
            <Text
              c={row.fine_status === 'pending' ? 'red.9' : undefined}
              fw={row.fine_status === 'pending' ? 600 : undefined}
            >
              {formatDate(row.due_date)}
            </Text>
          ),
          sortValue: (row) => row.due_date,
        },
        {
          key: 'submitted',
          header: 'Submitted Date',
          kind: 'date',
          render: (row) => formatDate(row.submitted_date),
        },
        { key: 'fine', header: 'Fine', render: (row) => <FineCell row={row} /> },
        {
          key: 'action',
          header: 'Action',
          align: 'right',
          render: (row) =>
            row.submitted_date === null && onReturn ? (
              <Button
                size="xs"
                variant="light"
                onClick={() => onReturn(row)}
                aria-label={`Return ${row.book_name} from ${row.student_name}`}
              >
                Return
              </Button>
            ) : row.fine_status === 'unpaid' && onCollect ? (
              <Button
                size="xs"
                variant="default"
                onClick={() => onCollect(row)}
                aria-label={`Collect fine for ${row.book_name} from ${row.student_name}`}
              >
                Collect Fine
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
