import { Stack, Text } from '@mantine/core';
import { attendanceStatusLabels, type StaffRegisterRow, todayIso } from '@shala/contracts';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import { DateField } from '../../../ui/date-field';
import { SectionCard } from '../../../ui/section-card';
import { useStaffRegisterQuery } from '../api/registers';

/** The staff's marks of a day, read only (/view_attendance?method=staff_attendance, /staff_attendance). */
export function StaffDayView() {
  const [date, setDate] = useState<string | null>(todayIso());
  const register = useStaffRegisterQuery(date);
  return (
    <Stack gap="md">
      <SectionCard title="Day">
        <DateField label="Date" maxDate={todayIso()} value={date} onChange={setDate} />
      </SectionCard>
      <DataTable<StaffRegisterRow>
        label="Staff attendance"
        rows={register.data ?? []}
        rowKey={(r) => r.user_id}
        loading={register.isFetching}
        emptyText={register.error?.message}
        columns={[
          {
            key: 'name',
            header: 'Name',
            render: (r) => r.full_name,
            sortValue: (r) => r.full_name,
          },
          { key: 'role', header: 'Role', render: (r) => r.role_name },
          {
            key: 'status',
            header: 'Status',
            render: (r) =>
              r.marked ? <Text fw={600}>{attendanceStatusLabels[r.status]}</Text> : 'Not marked',
          },
          { key: 'comments', header: 'Comments', render: (r) => r.comments || '-' },
          { key: 'marked_by', header: 'Marked By', render: (r) => r.marked_by ?? 'N/A' },
        ]}
      />
    </Stack>
  );
}
