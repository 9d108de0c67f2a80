import { Box, Card, Text } from '@mantine/core';
import { hostelMessages as m } from '@shala/contracts';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { PageHeader } from '../../../ui/page-header';
import { type HostelListSearch, useHostelReportQuery } from '../api/hostel-lists';
import { HostelFilters } from '../components/hostel-filters';

type ReportSearch = HostelListSearch & { hostel_id: number };

/** /hostel_report: a hostel's residents by room, printable and exportable through the table. */
export function HostelReportPage() {
  const [search, setSearch] = useState<ReportSearch | null>(null);
  const rows = useHostelReportQuery(search);
  const students = search?.for !== 'staff';
  return (
    <Box maw={1100}>
      <PageHeader title="Hostel Report" />
      <HostelFilters
        hostelRequired={m.reportHostelRequired}
        onSearch={(filter) =>
          filter.hostel_id !== null &&
          setSearch({ session_id: filter.session_id, hostel_id: filter.hostel_id, for: filter.for })
        }
      />
      <Card withBorder radius="md" padding="lg">
        <DataTable
          label="Hostel Report"
          {...pagedListProps(rows.query, rows.rows)}
          loading={search !== null && rows.query.isPending}
          rowKey={(row) => `${row.room}-${row.name}-${row.roll_number ?? ''}`}
          minWidth={760}
          columns={[
            { key: 'hostel', header: 'Hostel', render: (row) => row.hostel },
            {
              key: 'room',
              header: 'Room',
              render: (row) => row.room,
              sortValue: (row) => row.room.toLowerCase(),
            },
            {
              key: 'for',
              header: 'For',
              render: (row) => (row.for === 'student' ? 'Student' : 'Staff'),
            },
            { key: 'gender', header: 'Gender', render: (row) => row.gender },
            {
              key: 'name',
              header: 'Name',
              render: (row) => <Text fw={600}>{row.name}</Text>,
              sortValue: (row) => row.name.toLowerCase(),
            },
            ...(students
              ? [
                  {
                    key: 'class',
                    header: 'Class(Section)',
                    render: (row: { class_section: string | null }) => row.class_section ?? '',
                  },
                  {
                    key: 'roll',
                    header: 'Roll No.',
                    render: (row: { roll_number: number | null }) => row.roll_number ?? '',
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </Box>
  );
}
