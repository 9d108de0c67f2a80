import { Stack, Text } from '@mantine/core';
import { formatDate } from '../../../ui/format-date';
import { useBelowThresholdQuery } from '../api/reports';
import { StudentReportTable } from './student-report-table';

/** Students below the school's threshold this term. */
export function BelowThresholdReport() {
  const report = useBelowThresholdQuery();
  return (
    <Stack gap="sm">
      {report.data ? (
        <Text c="dimmed">
          Below {report.data.threshold_percent}% from {formatDate(report.data.fromDate)} to{' '}
          {formatDate(report.data.toDate)}
        </Text>
      ) : null}
      <StudentReportTable
        label="Students below the threshold"
        rows={report.data?.rows ?? []}
        loading={report.isFetching}
      />
    </Stack>
  );
}
