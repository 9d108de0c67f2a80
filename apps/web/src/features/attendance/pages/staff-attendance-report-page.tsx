import { SimpleGrid, Stack } from '@mantine/core';
import { monthOf, type StaffReportRow, todayIso } from '@shala/contracts';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import { DateField } from '../../../ui/date-field';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useStaffReportQuery } from '../api/reports';
import { percent } from '../components/student-report-table';

/** /staff_attendance_report: each member of staff over a range, staff working days only. */
export function StaffAttendanceReportPage() {
  const [range, setRange] = useState({
    fromDate: monthOf(todayIso()).fromDate as string | null,
    toDate: todayIso() as string | null,
  });
  const report = useStaffReportQuery(
    range.fromDate && range.toDate ? { fromDate: range.fromDate, toDate: range.toDate } : null,
  );
  return (
    <>
      <PageHeader title="Staff Attendance Report" />
      <Stack gap="md">
        <SectionCard title="Dates">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label="From Date"
              value={range.fromDate}
              onChange={(fromDate) => setRange({ ...range, fromDate })}
            />
            <DateField
              label="To Date"
              value={range.toDate}
              onChange={(toDate) => setRange({ ...range, toDate })}
            />
          </SimpleGrid>
        </SectionCard>
        <DataTable<StaffReportRow>
          label="Staff attendance report"
          rows={report.data ?? []}
          loading={report.isFetching}
          rowKey={(r) => r.user_id}
          emptyText={report.error?.message}
          columns={[
            {
              key: 'name',
              header: 'Name',
              render: (r) => r.full_name,
              sortValue: (r) => r.full_name,
            },
            { key: 'role', header: 'Role', render: (r) => r.role_name },
            { key: 'present', header: 'Present', render: (r) => r.present },
            { key: 'absent', header: 'Absent', render: (r) => r.absent },
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
      </Stack>
    </>
  );
}
