import { Anchor, Badge } from '@mantine/core';
import {
  type CollectionRow,
  formatRupees,
  paymentModeLabels,
  rupeesToPaise,
} from '@shala/contracts';
import { IconReceiptOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import type { PagedListProps } from '../../../ui/data-table/paged-list';
import { formatDate } from '../../../ui/format-date';
import { RowAction } from '../../../ui/row-action';

interface CollectionsTableProps extends PagedListProps<CollectionRow> {
  /** The table's accessible name (and the export's title). */
  label?: string;
  /** Offered to the counter's staff; a parent's list has no Action column. */
  onCancel?: (row: CollectionRow) => void;
}

/** Payments received: receipt, date, student, class, mode, amount; cancel by reversal. */
export function CollectionsTable({
  label = 'Fee Collection',
  onCancel,
  ...list
}: CollectionsTableProps) {
  const columns: DataTableColumn<CollectionRow>[] = [
    {
      key: 'receipt_no',
      header: 'Receipt No.',
      sortValue: (row) => row.receipt_no,
      render: (row) => (
        <Anchor component={Link} to={`/fee_receipt/${row.payment_id}`}>
          {row.receipt_no}
        </Anchor>
      ),
    },
    {
      key: 'payment_date',
      header: 'Date',
      kind: 'date',
      render: (row) => formatDate(row.payment_date),
    },
    { key: 'student_name', header: 'Student', render: (row) => row.student_name },
    {
      key: 'class',
      header: 'Class',
      render: (row) => [row.class_name, row.section_name].filter(Boolean).join(' - ') || 'N/A',
    },
    { key: 'mode', header: 'Mode', render: (row) => paymentModeLabels[row.payment_mode] },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      kind: 'money',
      render: (row) => formatRupees(rupeesToPaise(row.paid_amount)),
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) =>
        row.cancelled ? (
          <Badge color="red" variant="light" title={row.cancel_reason ?? undefined}>
            Cancelled: {row.cancel_reason}
          </Badge>
        ) : (
          <Badge color="green" variant="light">
            Paid
          </Badge>
        ),
    },
  ];
  if (onCancel)
    columns.push({
      key: 'action',
      header: 'Action',
      align: 'right',
      render: (row) =>
        row.cancelled ? null : (
          <RowAction
            label={`Cancel receipt ${row.receipt_no}`}
            tooltip="Cancel"
            onClick={() => onCancel(row)}
          >
            <IconReceiptOff size={18} aria-hidden />
          </RowAction>
        ),
    });
  return <DataTable label={label} columns={columns} rowKey={(row) => row.payment_id} {...list} />;
}
