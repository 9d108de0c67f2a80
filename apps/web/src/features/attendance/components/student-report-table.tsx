import type { StudentReportRow } from '@shala/contracts';
import { DataTable } from '../../../ui/data-table/data-table';

const percent = (value: number | null) => (value === null ? 'N/A' : `${value.toFixed(2)}%`);

/** Students with their counts and percentage (school days only). */
export function StudentReportTable({
  label,
  rows,
  loading,
  emptyText,
}: {
  label: string;
  rows: readonly StudentReportRow[];
  loading: boolean;
  emptyText?: string;
}) {
  return (
    <DataTable<StudentReportRow>
      label={label}
      rows={rows}
      loading={loading}
      rowKey={(r) => r.student_id}
      emptyText={emptyText}
      minWidth={760}
      columns={[
        {
          key: 'roll',
          header: 'Roll Number',
          render: (r) => r.roll_number ?? '-',
          sortValue: (r) => r.roll_number ?? 0,
        },
        {
          key: 'name',
          header: 'Student Name',
          render: (r) => r.student_name,
          sortValue: (r) => r.student_name,
        },
        {
          key: 'class',
          header: 'Class',
          render: (r) => (r.section_name ? `${r.class_name} - ${r.section_name}` : r.class_name),
        },
        {
          key: 'present',
          header: 'Present',
          render: (r) => r.present,
          sortValue: (r) => r.present,
        },
        { key: 'absent', header: 'Absent', render: (r) => r.absent, sortValue: (r) => r.absent },
        { key: 'late', header: 'Late', render: (r) => r.late },
        { key: 'leave', header: 'Leave', render: (r) => r.leave },
        { key: 'total', header: 'Days', render: (r) => r.total },
        {
          key: 'percentage',
          header: 'Percentage',
          render: (r) => percent(r.percentage),
          sortValue: (r) => r.percentage ?? -1,
        },
      ]}
    />
  );
}

export { percent };
