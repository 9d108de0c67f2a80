import { Box, Button, Card, Group, SegmentedControl, Text } from '@mantine/core';
import type { AllocationRow, ResidentKind } from '@shala/contracts';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { formatAmount } from '../../../ui/format-amount';
import { useCurrentSessionQuery } from '../../../ui/lookups/get-current-session';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { type AllocationSearch, useAllocationsQuery } from '../api/list-allocations';
import { useHostelOptionsQuery } from '../api/list-hostels';
import { HostelReceiptNotice, type PaidReceipt } from '../components/hostel-receipt-notice';
import { PayModal } from '../components/pay-modal';

const nameOf = (row: AllocationRow) =>
  row.studentDetail
    ? `${row.studentDetail.name} (${[row.studentDetail.class_name, row.studentDetail.section_name].filter(Boolean).join(' ')}${row.studentDetail.roll_number ? `, Roll ${row.studentDetail.roll_number}` : ''})`
    : (row.userDetail?.full_name ?? '');

/**
 * /hostel_fee_collection, Hostel Payment Details: the current session (fixed), For and Hostel,
 * Search; each resident's fee terms with Pay (the Pay modal).
 */
export function HostelFeeCollectionPage() {
  const session = useCurrentSessionQuery();
  const hostels = useHostelOptionsQuery();
  const [residentFor, setResidentFor] = useState<ResidentKind>('student');
  const [hostelId, setHostelId] = useState<string | null>(null);
  const [search, setSearch] = useState<AllocationSearch | null>(null);
  const [paying, setPaying] = useState<AllocationRow | null>(null);
  const [paid, setPaid] = useState<PaidReceipt | null>(null);
  const rows = useAllocationsQuery(search);
  const sessionId = session.data?.id ?? null;

  return (
    <Box maw={1100}>
      <PageHeader title="Hostel Payment Details" />
      {paid ? <HostelReceiptNotice paid={paid} onDismiss={() => setPaid(null)} /> : null}
      <Card withBorder radius="md" padding="lg" mb="md">
        <Group align="flex-end" wrap="wrap">
          <SelectField
            label="Session"
            disabled
            data={
              sessionId
                ? [{ value: String(sessionId), label: session.data?.currentSession ?? '' }]
                : []
            }
            value={sessionId ? String(sessionId) : null}
            maw={220}
          />
          <Box>
            <Text size="sm" fw={500} id="hostel-for-label">
              For
            </Text>
            <SegmentedControl
              aria-labelledby="hostel-for-label"
              data={[
                { value: 'student', label: 'Student' },
                { value: 'staff', label: 'Staff' },
              ]}
              value={residentFor}
              onChange={(value) => setResidentFor(value as ResidentKind)}
            />
          </Box>
          <SelectField
            label="Hostel"
            loading={hostels.isPending}
            data={(hostels.data?.list ?? []).map((row) => ({
              value: String(row.id),
              label: row.name,
            }))}
            value={hostelId}
            onChange={setHostelId}
            maw={260}
          />
          <Button
            disabled={!sessionId || !hostelId}
            onClick={() =>
              setSearch({ session_id: sessionId!, hostel_id: Number(hostelId), for: residentFor })
            }
          >
            Search
          </Button>
        </Group>
      </Card>
      {search ? (
        <DataTable
          label="Hostel Payment Details"
          {...pagedListProps(rows.query, rows.rows)}
          loading={search !== null && rows.query.isPending}
          rowKey={(row) => row.id}
          minWidth={760}
          columns={[
            {
              key: 'hostel',
              header: 'Hostel Name',
              render: (row: AllocationRow) => row.hostelName,
            },
            { key: 'name', header: 'Name', render: nameOf },
            {
              key: 'room',
              header: 'Room Name',
              render: (row: AllocationRow) => row.hostelRoom.room_name,
            },
            {
              key: 'amount',
              header: 'Amount',
              kind: 'money',
              render: (row: AllocationRow) =>
                row.amount === null ? 'N/A' : formatAmount(row.amount),
            },
            {
              key: 'late',
              header: 'Late Fee',
              kind: 'money',
              render: (row: AllocationRow) =>
                row.late_fee === null ? 'N/A' : formatAmount(row.late_fee),
            },
            {
              key: 'last',
              header: 'Last Fee Submission Date',
              render: (row: AllocationRow) => row.last_day_of_submission ?? 'N/A',
            },
            {
              key: 'pay',
              header: 'Pay',
              render: (row: AllocationRow) => (
                <Button
                  size="xs"
                  disabled={row.amount === null || row.for === 'staff'}
                  onClick={() => setPaying(row)}
                  aria-label={`Pay for ${row.studentDetail?.name ?? row.userDetail?.full_name ?? ''}`}
                >
                  Pay
                </Button>
              ),
            },
          ]}
        />
      ) : null}
      {paying ? (
        <PayModal
          row={paying}
          onClose={() => setPaying(null)}
          onPaid={(answer) => {
            setPaid({ ...answer, name: paying.studentDetail?.name ?? '' });
            setPaying(null);
          }}
        />
      ) : null}
    </Box>
  );
}
