import { type DefaulterRow, formatRupees, rupeesToPaise } from '@shala/contracts';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { ListCard } from '../../../ui/list-card';
import { PageHeader } from '../../../ui/page-header';
import { useDefaultersReport } from '../api/paged-report';
import { type ClassFilter, ClassFilters } from '../components/class-filters';

const columns: DataTableColumn<DefaulterRow>[] = [
  { key: 'class', header: 'Class', render: (row) => row.class_name ?? 'N/A' },
  { key: 'section', header: 'Section', render: (row) => row.section_name ?? 'N/A' },
  { key: 'roll', header: 'Roll No.', render: (row) => row.roll_number ?? 'N/A' },
  {
    key: 'student',
    header: 'Student',
    sortValue: (row) => row.student_name,
    render: (row) => `${row.student_name} (${row.admission_no})`,
  },
  { key: 'months_due', header: 'Dues', align: 'right', render: (row) => row.months_due },
  { key: 'due_labels', header: 'Due For', render: (row) => row.due_labels },
  {
    key: 'balance',
    header: 'Balance',
    align: 'right',
    sortValue: (row) => row.balance,
    kind: 'money',
    render: (row) => formatRupees(rupeesToPaise(row.balance)),
  },
];

/** /defaulter_list: students with overdue fees and what they owe after payments, concessions and waivers. */
export function DefaulterListPage() {
  const [filter, setFilter] = useState<ClassFilter>({});
  const list = useDefaultersReport(filter);
  const rows = list.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <>
      <PageHeader title="Defaulter List" />
      <ListCard
        title="Defaulters"
        noun={['student', 'students']}
        total={list.data?.pages.at(-1)?.count}
        filters={<ClassFilters value={filter} onChange={setFilter} />}
      >
        <DataTable
          label="Defaulter List"
          columns={columns}
          rowKey={(row) => row.student_id}
          {...pagedListProps(list, rows)}
        />
      </ListCard>
    </>
  );
}
