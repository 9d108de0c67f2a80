import { Text } from '@mantine/core';
import { disciplineMessages, type IncidentRow } from '@shala/contracts';
import { IconBell } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { RowAction } from '../../../ui/row-action';
import { RowActions } from '../../../ui/row-actions';

interface IncidentTableProps {
  rows: IncidentRow[];
  loading: boolean;
  onView: (row: IncidentRow) => void;
  onEdit?: (row: IncidentRow) => void;
  onNotify?: (row: IncidentRow) => void;
  onDelete?: (row: IncidentRow) => void;
}

const classOf = (row: IncidentRow) =>
  [row.programDetails.class_name, row.programDetails.section_name].filter(Boolean).join(' ');

/** The incident list (§2): Roll Number, Class, Student Name, Incident Type, Incident Date, Consequences, Added By, Action. */
export function IncidentTable({
  rows,
  loading,
  onView,
  onEdit,
  onNotify,
  onDelete,
}: IncidentTableProps) {
  const columns: DataTableColumn<IncidentRow>[] = [
    {
      key: 'roll',
      header: 'Roll Number',
      render: (row) => row.programDetails.roll_number ?? 'N/A',
      sortValue: (row) => row.programDetails.roll_number ?? 0,
    },
    { key: 'class', header: 'Class', render: classOf, sortValue: classOf },
    {
      key: 'student',
      header: 'Student Name',
      render: (row) => <Text fw={600}>{row.studentDetails.student_name}</Text>,
      sortValue: (row) => row.studentDetails.student_name,
    },
    { key: 'type', header: 'Incident Type', render: (row) => row.incident_type },
    {
      key: 'date',
      header: 'Incident Date',
      kind: 'date',
      render: (row) => formatDate(row.incident_date),
      sortValue: (row) => row.incident_date,
    },
    {
      key: 'consequences',
      header: 'Consequences',
      render: (row) => (
        <Text size="sm" lineClamp={2} maw={240}>
          {row.consequences}
        </Text>
      ),
    },
    { key: 'added', header: 'Added By', render: (row) => row.userDetails.full_name },
    {
      key: 'action',
      header: 'Action',
      align: 'right',
      width: 170,
      render: (row) => (
        <RowActions
          name={`incident of ${row.studentDetails.student_name}`}
          onView={() => onView(row)}
          onEdit={onEdit ? () => onEdit(row) : undefined}
          onDelete={onDelete ? () => onDelete(row) : undefined}
        >
          {onNotify ? (
            <RowAction
              label={`Notify parents of ${row.studentDetails.student_name}`}
              tooltip="Notify Parent"
              onClick={() => onNotify(row)}
            >
              <IconBell size={18} aria-hidden />
            </RowAction>
          ) : null}
        </RowActions>
      ),
    },
  ];
  return (
    <DataTable
      label="Discipline Incidents"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      emptyText={disciplineMessages.empty}
      minWidth={1000}
    />
  );
}
