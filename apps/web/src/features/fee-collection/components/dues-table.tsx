import { type DueRow, formatRupees, rupeesToPaise } from '@shala/contracts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { TapCheckbox } from '../../../ui/tap-checkbox';

const rupees = (value: number) => formatRupees(rupeesToPaise(value));

interface DuesTableProps {
  dues: readonly DueRow[];
  loading: boolean;
  selected: ReadonlySet<string>;
  onToggle: (dueKey: string) => void;
  label: string;
}

/** Each due (month, instalment, charge) with its late fee, what is paid and what is left. */
export function DuesTable({ dues, loading, selected, onToggle, label }: DuesTableProps) {
  const columns: DataTableColumn<DueRow>[] = [
    {
      key: 'action',
      header: 'Pay',
      width: 56,
      render: (due) => (
        <TapCheckbox
          aria-label={`Pay ${due.label}`}
          checked={selected.has(due.due_key)}
          disabled={due.balance === 0}
          onChange={() => onToggle(due.due_key)}
        />
      ),
    },
    { key: 'label', header: 'Due', render: (due) => due.label },
    {
      key: 'due_date',
      header: 'Last Date',
      kind: 'date',
      render: (due) => formatDate(due.due_date),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      kind: 'money',
      render: (due) => rupees(due.amount),
    },
    {
      key: 'concession',
      header: 'Concession',
      align: 'right',
      kind: 'money',
      render: (due) => rupees(due.concession),
    },
    {
      key: 'late_fee',
      header: 'Late Fee',
      align: 'right',
      kind: 'money',
      render: (due) => (due.waived > 0 ? 'Waived' : rupees(due.late_fee)),
    },
    {
      key: 'paid',
      header: 'Paid',
      align: 'right',
      kind: 'money',
      render: (due) => rupees(due.paid),
    },
    {
      key: 'balance',
      header: 'Balance',
      align: 'right',
      kind: 'money',
      render: (due) => rupees(due.balance),
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={dues}
      rowKey={(due) => due.due_key}
      loading={loading}
      emptyText="No dues found."
    />
  );
}
