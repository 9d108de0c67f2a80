import { Box, Card } from '@mantine/core';
import { transportMessages as m, type TransportAllocationRow } from '@shala/contracts';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { formatAmount } from '../../../ui/format-amount';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useAllocationsQuery } from '../api/setup-queries';
import { useDeleteAllocation } from '../api/setup-writes';

/** /manage_allocate_route: who rides which route from which point this session. */
export function AllocationsPage() {
  const allocations = useAllocationsQuery();
  const remove = useDeleteAllocation();
  const toDelete = useModalTarget<TransportAllocationRow>();
  return (
    <Box maw={1000}>
      <PageHeader
        title="Route Allocations"
        actions={[{ to: '/allocate_route', label: 'Allocate Route' }]}
      />
      <Card withBorder>
        <DataTable
          label="Route Allocations"
          rows={allocations.data ?? []}
          loading={allocations.isPending}
          rowKey={(row) => row.id}
          minWidth={720}
          columns={[
            {
              key: 'student',
              header: 'Student Name',
              render: (row) => row.student_name,
              sortValue: (row) => row.student_name,
            },
            { key: 'class', header: 'Class', render: (row) => row.class_name ?? 'N/A' },
            { key: 'roll', header: 'Roll Number', render: (row) => row.roll_number ?? 'N/A' },
            {
              key: 'route',
              header: 'Route Name',
              render: (row) => row.route_name,
              sortValue: (row) => row.route_name,
            },
            { key: 'point', header: 'Pick & Drop Point', render: (row) => row.pickup_point_name },
            {
              key: 'fare',
              header: 'Monthly Fare',
              kind: 'money',
              render: (row) => formatAmount(row.fare),
            },
            rowActionsColumn<TransportAllocationRow>((row) => `allocation of ${row.student_name}`, {
              onDelete: toDelete.open,
            }),
          ]}
        />
      </Card>
      <ConfirmDeleteModal
        modal={toDelete}
        title="Remove allocation"
        question={(row) =>
          `Are you sure you want to take ${row.student_name} off ${row.route_name}?`
        }
        remove={remove}
        onDeleted={() => toast.success(m.allocationRemoved)}
      />
    </Box>
  );
}
