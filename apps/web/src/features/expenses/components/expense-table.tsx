import { Badge, Text } from '@mantine/core';
import { type ExpenseRow, expenseModeLabels } from '@shala/contracts';
import { IconBan } from '@tabler/icons-react';
import { DataTable } from '../../../ui/data-table/data-table';
import type { PagedListProps } from '../../../ui/data-table/paged-list';
import { formatAmount } from '../../../ui/format-amount';
import { formatDate } from '../../../ui/format-date';
import { RowAction } from '../../../ui/row-action';
import { RowActions } from '../../../ui/row-actions';

interface ExpenseTableProps extends PagedListProps<ExpenseRow> {
  /** Absent for readers without /add_expense_details. */
  onEdit?: (row: ExpenseRow) => void;
  onCancel?: (row: ExpenseRow) => void;
}

/** The expenses list: Date, Category, Title, Mode, Amount, Status, Action. */
export function ExpenseTable({ onEdit, onCancel, ...props }: ExpenseTableProps) {
  return (
    <DataTable
      label="Expenses"
      rowKey={(row) => row.id}
      minWidth={820}
      {...props}
      columns={[
        {
          key: 'date',
          header: 'Date',
          kind: 'date',
          render: (r) => formatDate(r.expense_date),
          sortValue: (r) => r.expense_date,
        },
        {
          key: 'category',
          header: 'Category',
          render: (r) => r.category_name,
          sortValue: (r) => r.category_name,
        },
        {
          key: 'title',
          header: 'Title',
          render: (r) => (
            <Text size="sm" td={r.status === 'cancelled' ? 'line-through' : undefined}>
              {r.title}
            </Text>
          ),
          sortValue: (r) => r.title,
        },
        { key: 'mode', header: 'Mode', render: (r) => expenseModeLabels[r.payment_mode] },
        {
          key: 'amount',
          header: 'Amount',
          align: 'right',
          kind: 'money',
          render: (r) => formatAmount(r.amount),
          sortValue: (r) => r.amount,
        },
        {
          key: 'status',
          header: 'Status',
          render: (r) =>
            r.status === 'cancelled' ? (
              <Badge color="gray" variant="light" title={r.cancel_reason ?? undefined}>
                Cancelled: {r.cancel_reason}
              </Badge>
            ) : (
              <Badge color="green" variant="light">
                Active
              </Badge>
            ),
        },
        {
          key: 'action',
          header: 'Action',
          align: 'right',
          render: (r) =>
            r.status === 'active' ? (
              <RowActions name={`expense ${r.title}`} onEdit={onEdit ? () => onEdit(r) : undefined}>
                {onCancel ? (
                  <RowAction
                    label={`Cancel expense ${r.title}`}
                    tooltip="Cancel"
                    color="red"
                    onClick={() => onCancel(r)}
                  >
                    <IconBan size={18} aria-hidden />
                  </RowAction>
                ) : null}
              </RowActions>
            ) : null,
        },
      ]}
    />
  );
}
