import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { monthOf, todayIso } from '@shala/contracts';
import { useState } from 'react';
import { DateField } from '../../../ui/date-field';
import { ClassSectionFields } from '../../../ui/lookups/class-section-fields';
import { toId } from '../../../ui/lookups/to-id';
import { SectionCard } from '../../../ui/section-card';
import { useStudentReportQuery } from '../api/reports';
import { StudentReportTable } from './student-report-table';
import { useClassSections } from './use-class-sections';

/** A class (and section) over a date range: each student's counts and percentage. */
export function ClassRangeReport() {
  const month = monthOf(todayIso());
  const [filters, setFilters] = useState({
    fromDate: month.fromDate as string | null,
    toDate: todayIso() as string | null,
    classId: null as string | null,
    sectionId: null as string | null,
  });
  const { ready } = useClassSections(filters);
  const report = useStudentReportQuery(
    ready && filters.fromDate && filters.toDate
      ? {
          fromDate: filters.fromDate,
          toDate: filters.toDate,
          class_id: toId(filters.classId)!,
          section_id: toId(filters.sectionId) ?? undefined,
        }
      : null,
  );
  return (
    <Stack gap="md">
      <SectionCard title="Class and dates">
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
          <DateField
            label="From Date"
            value={filters.fromDate}
            onChange={(fromDate) => setFilters({ ...filters, fromDate })}
          />
          <DateField
            label="To Date"
            value={filters.toDate}
            onChange={(toDate) => setFilters({ ...filters, toDate })}
          />
          <ClassSectionFields
            taughtOnly
            classId={filters.classId}
            sectionId={filters.sectionId}
            onClassChange={(classId) => setFilters({ ...filters, classId, sectionId: null })}
            onSectionChange={(sectionId) => setFilters({ ...filters, sectionId })}
            required
          />
        </SimpleGrid>
      </SectionCard>
      {report.error ? <Alert color="red">{report.error.message}</Alert> : null}
      <StudentReportTable
        label="Attendance report"
        rows={report.data ?? []}
        loading={report.isFetching}
      />
    </Stack>
  );
}
