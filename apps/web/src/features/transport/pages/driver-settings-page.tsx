import { Box, Card } from '@mantine/core';
import { type DriverSetting, transportMessages as m, transportTypeLabels } from '@shala/contracts';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useDriverSettingsQuery } from '../api/setup-queries';
import { useDeleteDriverSetting } from '../api/setup-writes';

/** /view_driver_setting: every driver's vehicle, route, dates and type. */
export function DriverSettingsPage() {
  const settings = useDriverSettingsQuery();
  const remove = useDeleteDriverSetting();
  const toDelete = useModalTarget<DriverSetting>();
  return (
    <Box maw={1000}>
      <PageHeader
        title="Driver Settings"
        actions={[{ to: '/add_driver_setting', label: 'Add Driver Setting' }]}
      />
      <Card withBorder>
        <DataTable
          label="Driver Settings"
          rows={settings.data ?? []}
          loading={settings.isPending}
          rowKey={(row) => row.id}
          minWidth={720}
          columns={[
            { key: 'driver', header: 'Driver', render: (row) => row.driver_full_name },
            { key: 'vehicle', header: 'Vehicle', render: (row) => row.vehicle.vehicle_name },
            { key: 'route', header: 'Route', render: (row) => row.route.route_name },
            {
              key: 'from',
              header: 'From Date',
              kind: 'date',
              render: (row) => formatDate(row.from_date),
            },
            {
              key: 'to',
              header: 'To Date',
              kind: 'date',
              render: (row) => formatDate(row.to_date),
            },
            {
              key: 'type',
              header: 'Type',
              render: (row) => `${row.type} = ${transportTypeLabels[row.type]}`,
            },
            rowActionsColumn<DriverSetting>((row) => `setting of ${row.driver_full_name}`, {
              onDelete: toDelete.open,
            }),
          ]}
        />
      </Card>
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete driver setting"
        question={(row) =>
          `Are you sure you want to delete the setting of ${row.driver_full_name}?`
        }
        remove={remove}
        onDeleted={() => toast.success(m.settingDeleted)}
      />
    </Box>
  );
}
