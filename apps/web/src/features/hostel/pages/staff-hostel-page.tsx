import { Badge, Box, Card, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { PageHeader } from '../../../ui/page-header';
import { useStaffResidentsQuery } from '../api/residence';
import { HostelPicker } from '../components/hostel-picker';

/** /staff_hostel_details: staff members with a bed, by hostel and room, with how to reach them. */
export function StaffHostelPage() {
  const sessions = useSessionOptionsQuery();
  const [chosenSession, setChosenSession] = useState<number | null>(null);
  const [hostelId, setHostelId] = useState<number | null>(null);
  const sessionId = chosenSession ?? sessions.data?.find((s) => s.is_current === 1)?.value ?? null;
  const residents = useStaffResidentsQuery(
    sessionId === null
      ? null
      : { session_id: sessionId, ...(hostelId === null ? {} : { hostel_id: hostelId }) },
  );
  return (
    <Box maw={1100}>
      <PageHeader title="Staff Hostel Details" />
      <HostelPicker
        sessionId={chosenSession}
        onSessionChange={setChosenSession}
        hostelId={hostelId}
        onHostelChange={setHostelId}
        clearable
      />
      <Card withBorder radius="md" padding="lg">
        <DataTable
          label="Staff Hostel Details"
          rows={residents.data ?? []}
          loading={residents.isPending && sessionId !== null}
          rowKey={(row) => row.allocation_id}
          minWidth={760}
          columns={[
            {
              key: 'name',
              header: 'Name',
              render: (row) => <Text fw={600}>{row.full_name}</Text>,
              sortValue: (row) => row.full_name.toLowerCase(),
            },
            { key: 'designation', header: 'Designation', render: (row) => row.designation ?? '' },
            { key: 'hostel', header: 'Hostel', render: (row) => row.hostel_name },
            {
              key: 'room',
              header: 'Room',
              render: (row) => row.room_name,
              sortValue: (row) => row.room_name.toLowerCase(),
            },
            { key: 'mobile', header: 'Mobile', render: (row) => row.mobile ?? '' },
            {
              key: 'joining',
              header: 'Date Of Joining',
              kind: 'date',
              render: (row) => formatDate(row.date_of_joining),
              sortValue: (row) => row.date_of_joining,
            },
            {
              key: 'status',
              header: 'Status',
              render: (row) =>
                row.is_discontinue ? (
                  <Badge color="gray" variant="light">
                    Left
                  </Badge>
                ) : (
                  <Badge color="green" variant="light">
                    Resident
                  </Badge>
                ),
            },
          ]}
        />
      </Card>
    </Box>
  );
}
