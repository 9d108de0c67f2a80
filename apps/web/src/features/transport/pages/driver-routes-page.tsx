import { Box, Button, Card } from '@mantine/core';
import { transportTypeLabels } from '@shala/contracts';
import { Link } from 'react-router';
import { DataTable } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { PageHeader } from '../../../ui/page-header';
import { useMyDriverSettingsQuery } from '../api/daily-queries';

/** /view_driver_route_details: the signed-in driver's vehicle, route, dates and type. */
export function DriverRoutesPage() {
  const settings = useMyDriverSettingsQuery();
  return (
    <Box maw={900}>
      <PageHeader title="Driver Route List" />
      <Card withBorder>
        <DataTable
          label="Driver Route List"
          rows={settings.data ?? []}
          loading={settings.isPending}
          rowKey={(row) => row.id}
          minWidth={560}
          columns={[
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
            {
              key: 'action',
              header: 'Map',
              render: (row) => (
                <Button size="compact-sm" component={Link} to={`/route_map/${row.route_id}`}>
                  Open map
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </Box>
  );
}
