import { Box, Card, Stack } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { PageHeader } from '../../../ui/page-header';
import { useTransportReportQuery } from '../api/daily-queries';

/** /transport_report: who rides where in a session (the current one until another is chosen). */
export function TransportReportPage() {
  const [sessionId, setSessionId] = useState<number | null>(null);
  const report = useTransportReportQuery(sessionId);
  return (
    <Box maw={1100}>
      <PageHeader title="Transport Report" />
      <Stack>
        <Card withBorder>
          <SessionSelect value={sessionId} onChange={setSessionId} maw={260} />
        </Card>
        <Card withBorder>
          <DataTable
            label="Transport Report"
            rows={report.data ?? []}
            loading={report.isPending}
            rowKey={(row) => `${row.student_name}-${row.roll_number}-${row.route_name}`}
            minWidth={800}
            columns={[
              {
                key: 'roll',
                header: 'Roll Number',
                render: (row) => row.roll_number ?? 'N/A',
                sortValue: (row) => row.roll_number ?? 0,
              },
              { key: 'class', header: 'Class', render: (row) => row.class_name ?? 'N/A' },
              {
                key: 'student',
                header: 'Student Name',
                render: (row) => row.student_name,
                sortValue: (row) => row.student_name,
              },
              {
                key: 'route',
                header: 'Route Name',
                render: (row) => row.route_name,
                sortValue: (row) => row.route_name,
              },
              { key: 'point', header: 'Pick & Drop Point', render: (row) => row.pickup_point_name },
              { key: 'vehicle', header: 'Vehicle Name', render: (row) => row.vehicle_name },
              { key: 'driver', header: 'Driver Name', render: (row) => row.driver_name ?? 'N/A' },
            ]}
          />
        </Card>
      </Stack>
    </Box>
  );
}
