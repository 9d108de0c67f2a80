import { Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { attendanceStatusLabels, type ParentAttendanceRow, todayIso } from '@shala/contracts';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { DateField } from '../../../ui/date-field';
import { formatDate } from '../../../ui/format-date';
import { SectionCard } from '../../../ui/section-card';
import { SelectField } from '../../../ui/select-field';
import { useParentAttendanceQuery, useParentChildrenQuery } from '../api/reports';

type ReportFor = 'single' | 'multiple';
const empty = { date: null, fromDate: null, toDate: null } as const;

/** The parent's attendance page (§2): Single Day or Multiple Day, the child's marks. */
export function ParentAttendance() {
  const children = useParentChildrenQuery();
  const [childId, setChildId] = useState<string | null>(null);
  const [reportFor, setReportFor] = useState<ReportFor>('single');
  const [dates, setDates] = useState<{
    date: string | null;
    fromDate: string | null;
    toDate: string | null;
  }>({
    ...empty,
    date: todayIso(),
  });
  const child =
    (children.data ?? []).find((c) => String(c.student_id) === childId) ?? children.data?.[0];
  const complete = reportFor === 'single' ? dates.date : dates.fromDate && dates.toDate;
  const query =
    child && complete
      ? {
          report_for: reportFor,
          student_id: child.student_id,
          class_id: child.program?.class_id,
          section_id: child.program?.section_id ?? undefined,
          ...(reportFor === 'single'
            ? { date: dates.date! }
            : { fromDate: dates.fromDate!, toDate: dates.toDate! }),
        }
      : null;
  const marks = useParentAttendanceQuery(query);
  const columns: DataTableColumn<ParentAttendanceRow>[] = [
    ...(reportFor === 'multiple'
      ? [
          {
            key: 'date',
            header: 'Date',
            kind: 'date' as const,
            render: (r: ParentAttendanceRow) => formatDate(r.attendance_date),
          },
        ]
      : []),
    { key: 'teacher', header: 'Teacher', render: (r) => r.teacher_name ?? 'N/A' },
    { key: 'period', header: 'Period', render: (r) => r.period_name ?? 'Full day' },
    {
      key: 'status',
      header: 'Status',
      render: (r) => <Text fw={600}>{attendanceStatusLabels[r.status]}</Text>,
    },
    { key: 'comments', header: 'Comments', render: (r) => r.comments || '-' },
    { key: 'marked_by', header: 'Marked By', render: (r) => r.marked_by ?? 'N/A' },
  ];
  return (
    <Stack gap="md">
      <SectionCard title="Attendance">
        <Stack gap="sm">
          {(children.data?.length ?? 0) > 1 ? (
            <SelectField
              label="Child"
              data={(children.data ?? []).map((c) => ({
                value: String(c.student_id),
                label: c.student_name,
              }))}
              value={child ? String(child.student_id) : null}
              onChange={setChildId}
            />
          ) : null}
          <Radio.Group
            label="Attendance for"
            value={reportFor}
            onChange={(v) => setReportFor(v as ReportFor)}
          >
            <Group gap="lg" mt={4}>
              <Radio value="single" label="Single Day" />
              <Radio value="multiple" label="Multiple Day" />
            </Group>
          </Radio.Group>
          {reportFor === 'single' ? (
            <DateField
              label="Date"
              value={dates.date}
              onChange={(date) => setDates({ ...dates, date })}
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateField
                label="From Date"
                value={dates.fromDate}
                onChange={(fromDate) => setDates({ ...dates, fromDate })}
              />
              <DateField
                label="To Date"
                value={dates.toDate}
                onChange={(toDate) => setDates({ ...dates, toDate })}
              />
            </SimpleGrid>
          )}
          <Group>
            <Button
              variant="default"
              onClick={() => {
                setReportFor('single');
                setDates({ ...empty });
              }}
            >
              Clear
            </Button>
          </Group>
        </Stack>
      </SectionCard>
      <DataTable
        label={child ? `Attendance of ${child.student_name}` : 'Attendance'}
        columns={columns}
        rows={marks.data ?? []}
        rowKey={(r) => `${r.attendance_date}-${r.period_name ?? ''}`}
        loading={marks.isFetching}
        emptyText={marks.error?.message}
      />
    </Stack>
  );
}
