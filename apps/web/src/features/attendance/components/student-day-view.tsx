import { Alert, Stack, Text } from '@mantine/core';
import { attendanceStatusLabels, type RegisterStudent, todayIso } from '@shala/contracts';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import { toId } from '../../../ui/lookups/to-id';
import { SectionCard } from '../../../ui/section-card';
import { useRegisterQuery } from '../api/registers';
import { type ClassDay, ClassDayFilters } from './class-day-filters';
import { useClassSections } from './use-class-sections';

/** A class's register of a day, read only (/view_attendance?method=student_attendance). */
export function StudentDayView() {
  const [filters, setFilters] = useState<ClassDay>({
    date: todayIso(),
    classId: null,
    sectionId: null,
    periodId: null,
  });
  const { ready } = useClassSections(filters);
  const register = useRegisterQuery(
    filters.date && ready
      ? {
          date: filters.date,
          class_id: toId(filters.classId)!,
          section_id: toId(filters.sectionId) ?? undefined,
        }
      : null,
  );
  return (
    <Stack gap="md">
      <SectionCard title="Class and day">
        <ClassDayFilters value={filters} onChange={setFilters} />
      </SectionCard>
      {register.error ? <Alert color="red">{register.error.message}</Alert> : null}
      {register.data && !register.data.marked ? (
        <Alert color="yellow">This register is not marked yet.</Alert>
      ) : null}
      <DataTable<RegisterStudent>
        label="Student attendance"
        rows={register.data?.marked ? register.data.students : []}
        rowKey={(r) => r.student_id}
        loading={register.isFetching}
        columns={[
          { key: 'roll', header: 'Roll Number', render: (r) => r.roll_number ?? '-' },
          {
            key: 'name',
            header: 'Student Name',
            render: (r) => r.student_name,
            sortValue: (r) => r.student_name,
          },
          {
            key: 'status',
            header: 'Status',
            render: (r) => <Text fw={600}>{attendanceStatusLabels[r.status]}</Text>,
          },
          { key: 'comments', header: 'Comments', render: (r) => r.comments || '-' },
        ]}
      />
    </Stack>
  );
}
