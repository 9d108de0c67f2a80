import { Box, Button, Card, Group, Text } from '@mantine/core';
import { transportMessages as m, type RouteRow } from '@shala/contracts';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useRoutesQuery } from '../api/setup-queries';
import { useDeleteRoute } from '../api/setup-writes';

/** /manage_routes: routes with their vehicle, seats taken and points; map, edit, delete. */
export function RoutesPage() {
  const navigate = useNavigate();
  const routes = useRoutesQuery();
  const remove = useDeleteRoute();
  const toDelete = useModalTarget<RouteRow>();
  return (
    <Box maw={1000}>
      <PageHeader title="Routes" actions={[{ to: '/add_route', label: 'Add Route' }]} />
      <Card withBorder>
        <DataTable
          label="Routes"
          rows={routes.data ?? []}
          loading={routes.isPending}
          rowKey={(row) => row.id}
          minWidth={720}
          columns={[
            {
              key: 'name',
              header: 'Route Name',
              render: (row) => <Text fw={600}>{row.route_name}</Text>,
            },
            {
              key: 'vehicle',
              header: 'Vehicle',
              render: (row) => `${row.vehicle_name} (${row.vehicle_no})`,
            },
            {
              key: 'seats',
              header: 'Seats Taken',
              render: (row) => `${row.allocated} / ${row.seats}`,
            },
            {
              key: 'points',
              header: 'Pickup Points',
              render: (row) => row.pickup_points.map((point) => point.label).join(' → '),
            },
            {
              key: 'map',
              header: 'Map',
              render: (row) => (
                <Group gap={4}>
                  <Button
                    size="compact-sm"
                    variant="light"
                    component={Link}
                    to={`/route_map/${row.id}`}
                  >
                    Open map
                  </Button>
                </Group>
              ),
            },
            rowActionsColumn<RouteRow>((row) => `route ${row.route_name}`, {
              onEdit: (row) => navigate(`/add_route?id=${row.id}`),
              onDelete: toDelete.open,
              deleteBlockedOf: (row) => (row.allocated > 0 ? m.routeInUse : null),
            }),
          ]}
        />
      </Card>
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete route"
        question={(row) => `Are you sure you want to delete the route ${row.route_name}?`}
        remove={remove}
        onDeleted={() => toast.success(m.routeDeleted)}
      />
    </Box>
  );
}
