import {
  type FeePlan,
  type FeeStructureRow,
  feePlanLabels,
  feePlans,
  formatRupees,
  type PlanRow,
  rupeesToPaise,
} from '@shala/contracts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));
type Line = PlanRow & { plan: FeePlan; className: string };

/** Every plan row of a structure in one table: plan, class, totals, instalments, late fee. */
export function PlanSummaryTable({ row }: { row: FeeStructureRow }) {
  const names = new Map(row.classes.map((c) => [c.id, c.name]));
  // Classes of a structure mostly share every figure: one line per plan and distinct figures.
  const lines: Line[] = feePlans.flatMap((plan) => {
    const groups = new Map<string, Line>();
    for (const r of row[plan]) {
      const { class_id: _id, ...figures } = r;
      const key = JSON.stringify(figures);
      const name = names.get(r.class_id) ?? '';
      const seen = groups.get(key);
      if (seen) seen.className = `${seen.className}, ${name}`;
      else groups.set(key, { ...r, plan, className: name });
    }
    return [...groups.values()];
  });
  const columns: DataTableColumn<Line>[] = [
    { key: 'plan', header: 'Plan', render: (l) => feePlanLabels[l.plan] },
    { key: 'class', header: 'Classes', render: (l) => l.className },
    {
      key: 'final',
      header: 'Final Total',
      kind: 'money',
      render: (l) => money(l.finalTotal),
      align: 'right',
    },
    {
      key: 'off',
      header: 'Discount + Voucher',
      kind: 'money',
      render: (l) => money(l.discountAmount + l.voucherAmount),
      align: 'right',
    },
    {
      key: 'enrol',
      header: 'Enrollment',
      kind: 'money',
      render: (l) => money(l.enrollmentAmount),
      align: 'right',
    },
    {
      key: 'inst',
      header: 'Instalments',
      render: (l) => `${l.installmentCount} × ${money(l.installmentAmount)}`,
    },
    { key: 'day', header: 'Last Day', render: (l) => l.last_submission_date ?? 'End of month' },
    {
      key: 'late',
      header: 'Late Fee',
      kind: 'money',
      render: (l) => (l.late_fee_value === null ? 'None' : money(l.late_fee_value)),
      align: 'right',
    },
  ];
  return (
    <DataTable
      label={`Fee plans of ${row.classes.map((c) => c.name).join(', ')}`}
      columns={columns}
      rows={lines}
      rowKey={(l) => `${l.plan}-${l.class_id}`}
      minWidth={820}
    />
  );
}
