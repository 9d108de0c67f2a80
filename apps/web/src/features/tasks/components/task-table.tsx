import { Anchor, Group, Text } from '@mantine/core';
import { type TaskRow, taskMessages, taskTypeLabels } from '@shala/contracts';
import { IconBell, IconDownload } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { RowAction } from '../../../ui/row-action';
import { RowActions } from '../../../ui/row-actions';

interface TaskTableProps {
  rows: TaskRow[];
  loading: boolean;
  /** Staff: edit, parent-notify and delete icons; parents read only. */
  onEdit?: (row: TaskRow) => void;
  onNotify?: (row: TaskRow) => void;
  onDelete?: (row: TaskRow) => void;
}

const placeOf = (row: TaskRow) =>
  row.section ? `${row.class.class_name} ${row.section.section_name}` : row.class.class_name;

/** The list of /view_task: the task, its class, dates, marks, the file to download. */
export function TaskTable({ rows, loading, onEdit, onNotify, onDelete }: TaskTableProps) {
  const columns: DataTableColumn<TaskRow>[] = [
    {
      key: 'title',
      header: 'Title',
      render: (row) => <Text fw={600}>{row.title}</Text>,
      sortValue: (row) => row.title,
    },
    { key: 'type', header: 'Type', render: (row) => taskTypeLabels[row.type] },
    { key: 'class', header: 'Class', render: placeOf, sortValue: placeOf },
    { key: 'subject', header: 'Subject', render: (row) => row.subject_name ?? 'N/A' },
    {
      key: 'created',
      header: 'Created Date',
      kind: 'date',
      render: (row) => formatDate(row.created_date),
      sortValue: (row) => row.created_date,
    },
    {
      key: 'due',
      header: 'Submission Date',
      render: (row) =>
        row.month
          ? row.month.charAt(0).toUpperCase() + row.month.slice(1)
          : formatDate(row.submission_date),
      sortValue: (row) => row.submission_date ?? '',
    },
    {
      key: 'marks',
      header: 'Marks',
      render: (row) => (row.have_grade ? `${row.min_marks} / ${row.full_marks}` : 'No grade'),
    },
    {
      key: 'work',
      header: 'Remarks / File',
      render: (row) =>
        row.s3_file_path ? (
          <Anchor href={row.s3_file_path} download size="sm">
            <Group gap={4} wrap="nowrap">
              <IconDownload size={16} aria-hidden />
              Download {row.file_name?.split('.').pop()?.toUpperCase()}
            </Group>
          </Anchor>
        ) : (
          <Text size="sm" lineClamp={2} maw={320}>
            {row.remarks}
          </Text>
        ),
    },
  ];
  if (onEdit || onNotify || onDelete)
    columns.push({
      key: 'action',
      header: 'Action',
      align: 'right',
      width: 150,
      render: (row) => (
        <RowActions
          name={`task ${row.title}`}
          onEdit={onEdit ? () => onEdit(row) : undefined}
          onDelete={onDelete ? () => onDelete(row) : undefined}
        >
          {onNotify ? (
            <RowAction
              label={`Notify parents of ${row.title}`}
              tooltip="Notify parents"
              onClick={() => onNotify(row)}
            >
              <IconBell size={18} aria-hidden />
            </RowAction>
          ) : null}
        </RowActions>
      ),
    });
  return (
    <DataTable
      label="Tasks"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      emptyText={taskMessages.empty}
      minWidth={900}
    />
  );
}
