import { Box, Card, Text } from '@mantine/core';
import { type FeeSetupRow, hostelMessages as m } from '@shala/contracts';
import { useState } from 'react';
import { toast } from '../../../platform/notify/toast';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { formatAmount } from '../../../ui/format-amount';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useDeleteFeeSetup, useFeeSetupsQuery } from '../api/fee-setup';
import { FeeSetupEditModal } from '../components/fee-setup-edit-modal';

/** /view_hostel_fee_setup, Fee Setup List: a session's setups, 'Update Hostel' and delete. */
export function FeeSetupListPage() {
  const sessions = useSessionOptionsQuery();
  const [sessionId, setSessionId] = useState<number | null>(null);
  const chosen = sessionId ?? sessions.data?.find((s) => s.is_current === 1)?.value ?? null;
  const setups = useFeeSetupsQuery(chosen);
  const remove = useDeleteFeeSetup();
  const [editing, setEditing] = useState<FeeSetupRow | null>(null);
  const toDelete = useModalTarget<FeeSetupRow>();
  return (
    <Box maw={1000}>
      <PageHeader title="Fee Setup List" back={{ to: '/hostel_fee_setup', label: 'Back' }} />
      <Card withBorder radius="md" padding="lg" mb="md">
        <SessionSelect value={sessionId} onChange={setSessionId} maw={260} />
      </Card>
      <Card withBorder radius="md" padding="lg">
        <DataTable
          label="Fee Setup List"
          rows={setups.data ?? []}
          loading={chosen !== null && setups.isPending}
          rowKey={(row) => row.id}
          minWidth={620}
          columns={[
            {
              key: 'hostel',
              header: 'Hostel Name',
              render: (row) => <Text fw={600}>{row.hostel.hostel_name}</Text>,
              sortValue: (row) => row.hostel.hostel_name.toLowerCase(),
            },
            {
              key: 'amount',
              header: 'Amount',
              kind: 'money',
              render: (row) => formatAmount(row.amount),
              sortValue: (row) => row.amount,
            },
            {
              key: 'late',
              header: 'Late Fee',
              kind: 'money',
              render: (row) => formatAmount(row.late_fee),
              sortValue: (row) => row.late_fee,
            },
            {
              key: 'last',
              header: 'Last Fee Submission Date',
              render: (row) => row.last_day_of_submission,
              sortValue: (row) => row.last_day_of_submission,
            },
            rowActionsColumn<FeeSetupRow>((row) => `fee setup of ${row.hostel.hostel_name}`, {
              onEdit: setEditing,
              onDelete: toDelete.open,
            }),
          ]}
        />
      </Card>
      <FeeSetupEditModal row={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={toDelete.opened}
        onClose={toDelete.close}
        title="Delete Fee Setup"
        message={m.deleteFeeSetupQuestion}
        confirmLabel="YES"
        cancelLabel="NO"
        danger
        loading={remove.isPending}
        onConfirm={() => {
          const row = toDelete.target;
          if (!row) return;
          remove.mutate(row.id, {
            onSuccess: () => toast.success(m.feeSetupDeleted),
            onSettled: toDelete.close,
          });
        }}
      />
    </Box>
  );
}
