import { Badge, Stack } from '@mantine/core';
import { type DayReportRow, todayIso } from '@shala/contracts';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import { DateField } from '../../../ui/date-field';
import { SectionCard } from '../../../ui/section-card';
import { useDayReportQuery } from '../api/reports';
import { percent } from './student-report-table';

/** Every class of a day: counts and percentage; registers not marked yet stand out. */
export function DayReport() {
  const [date, setDate] = useState<string | null>(todayIso());
  const report = useDayReportQuery(date);
  const unmarked = (report.data ?? []).filter((row) => !row.marked).length;
  return (
    <Stack gap="md">
      <SectionCard
        title="Day"
        aside={
          report.data ? (
            <Badge color={unmarked ? 'red' : 'teal'}>{unmarked} not marked</Badge>
          ) : null
        }
      >
        <DateField label="Date" value={date} onChange={setDate} />
      </SectionCard>
      <DataTable<DayReportRow>
        label="Attendance by day"
        rows={report.data ?? []}
        loading={report.isFetching}
        rowKey={(r) => `${r.class_id}-${r.section_id ?? 0}`}
        columns={[
          {
            key: 'class',
            header: 'Class',
            render: (r) => (r.section_name ? `${r.class_name} - ${r.section_name}` : r.class_name),
          },
          {
            key: 'marked',
            header: 'Register',
            render: (r) =>
              r.marked ? <Badge color="teal">Marked</Badge> : <Badge color="red">Not marked</Badge>,
            sortValue: (r) => (r.marked ? 1 : 0),
          },
          { key: 'students', header: 'Students', render: (r) => r.students },
          { key: 'present', header: 'Present', render: (r) => r.present },
          { key: 'absent', header: 'Absent', render: (r) => r.absent },
          { key: 'late', header: 'Late', render: (r) => r.late },
          { key: 'leave', header: 'Leave', render: (r) => r.leave },
          { key: 'percentage', header: 'Percentage', render: (r) => percent(r.percentage) },
        ]}
      />
    </Stack>
  );
}
