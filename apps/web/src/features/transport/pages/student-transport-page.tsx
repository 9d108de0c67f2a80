import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { transportMessages as m, transportTypeLabels, tripLabels } from '@shala/contracts';
import { useState } from 'react';
import { noDataFound } from '../../../ui/data-table/empty-text';
import { DetailList } from '../../../ui/detail-list';
import { ChildSelect } from '../../../ui/lookups/child-select';
import { useMyChildren } from '../../../ui/lookups/use-my-children';
import { PageHeader } from '../../../ui/page-header';
import { useRouteMapQuery, useTransportDetailQuery } from '../api/daily-queries';
import { RouteMap } from '../components/route-map';
import { StaffStudentPicker } from '../components/staff-student-picker';

/**
 * /student_transportation_details: a parent's child's route, point, vehicle and driver, the
 * map of the route and today's boarding. Staff with the page pick the student by class.
 */
export function StudentTransportPage() {
  const { isParent } = useMyChildren();
  const [studentId, setStudentId] = useState<number | null>(null);
  const detail = useTransportDetailQuery(studentId);
  const map = useRouteMapQuery(detail.data?.route_id ?? null);
  const info = detail.data;
  return (
    <Box maw={900}>
      <PageHeader title="Transportation Details" />
      <Stack gap="md">
        {isParent ? (
          <ChildSelect
            value={studentId}
            onChange={(child) => setStudentId(child?.studentId ?? null)}
            maw={360}
          />
        ) : (
          <StaffStudentPicker value={studentId} onChange={setStudentId} />
        )}
        {studentId !== null && detail.isPending ? <Text>{m.loadingDetails}</Text> : null}
        {info === null ? <Text c="dimmed">{noDataFound}</Text> : null}
        {info ? (
          <>
            <Card withBorder>
              <DetailList
                items={[
                  { label: 'Route Name', value: info.route_name },
                  { label: 'Pickup Point', value: info.pickup_point },
                  { label: 'Vehicle Name', value: info.vehicle_name },
                  { label: 'Vehicle Number', value: info.vehicle_no },
                  { label: 'Driver Name', value: info.driver_full_name },
                  { label: 'Contact', value: info.driver_mobile_no },
                  { label: 'Licence No.', value: info.license_no },
                  { label: 'Address', value: info.driver_address },
                  {
                    label: 'Type',
                    value: info.driver_type ? transportTypeLabels[info.driver_type] : null,
                  },
                ]}
              />
            </Card>
            <Card withBorder>
              <Title order={2} size="h5" mb="xs">
                Today's boarding
              </Title>
              {info.boarding.length === 0 ? <Text c="dimmed">Not marked yet</Text> : null}
              <Group gap="xs">
                {info.boarding.map((mark) => (
                  <Badge key={mark.trip} color={mark.status === 'boarded' ? 'green' : 'red'}>
                    {tripLabels[mark.trip]}: {mark.status === 'boarded' ? 'Boarded' : 'Missed'} at{' '}
                    {mark.point}
                  </Badge>
                ))}
              </Group>
            </Card>
            {map.data ? (
              <RouteMap
                label={`Map of ${map.data.route_name}`}
                points={map.data.pickup_points}
                path={map.data.path}
                tileUrl={map.data.tile_url}
              />
            ) : null}
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
