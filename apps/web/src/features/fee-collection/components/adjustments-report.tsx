import { Badge } from '@mantine/core';
import {
  type AdjustmentRow,
  formatRupees,
  type listConcessions,
  type listWaivers,
  rupeesToPaise,
} from '@shala/contracts';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { DateField } from '../../../ui/date-field';
import { formatDate } from '../../../ui/format-date';
import { ListCard } from '../../../ui/list-card';
import { useAdjustmentsReport } from '../api/paged-report';
import { type ClassFilter, ClassFilters } from './class-filters';

interface AdjustmentsReportProps {
  route: typeof listWaivers | typeof listConcessions;
  title: string;
  /** The column naming the adjustment: "Concession" or "Description". */
  nameHeader: string;
}

/** Concessions or waivers given, with filters by session, class, section and dates. */
export function AdjustmentsReport({ route, title, nameHeader }: AdjustmentsReportProps) {
  const [filter, setFilter] = useState<ClassFilter>({});
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const list = useAdjustmentsReport(route, {
    ...filter,
    from_date: from ?? undefined,
    to_date: to ?? undefined,
  });
  const rows = list.data?.pages.flatMap((page) => page.list) ?? [];
  const columns: DataTableColumn<AdjustmentRow>[] = [
    { key: 'date', header: 'Date', kind: 'date', render: (row) => formatDate(row.entry_date) },
    { key: 'student', header: 'Student', render: (row) => row.student_name },
    {
      key: 'class',
      header: 'Class',
      render: (row) => [row.class_name, row.section_name].filter(Boolean).join(' - ') || 'N/A',
    },
    { key: 'due', header: 'Due', render: (row) => row.due_label },
    { key: 'name', header: nameHeader, render: (row) => row.name },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      kind: 'money',
      render: (row) => formatRupees(rupeesToPaise(row.amount)),
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) =>
        row.reversed ? (
          <Badge color="red" variant="light">
            Cancelled
          </Badge>
        ) : (
          <Badge variant="light">Given</Badge>
        ),
    },
  ];
  return (
    <ListCard
      title={title}
      noun={['entry', 'entries']}
      total={list.data?.pages.at(-1)?.count}
      filters={
        <ClassFilters value={filter} onChange={setFilter}>
          <DateField label="From Date" value={from} onChange={setFrom} />
          <DateField label="To Date" value={to} onChange={setTo} minDate={from ?? undefined} />
        </ClassFilters>
      }
    >
      <DataTable
        label={title}
        columns={columns}
        rowKey={(row) => row.entry_id}
        {...pagedListProps(list, rows)}
      />
    </ListCard>
  );
}
